import FeatureContract
import Foundation
import Persistence

/// A record that names a photo, so the test site's files are served (a file is served only
/// while a record the member may see names it).
struct EchoPhoto: Record {
    static let collection = "echo_photos"
    static let blobFields = [RecordField<EchoPhoto>(CodingKeys.photo)]

    let id: String
    let photo: BlobKey

    var blobKeys: [BlobKey] { [photo] }

    /// Stores `data` under `key` and a record naming it, in `stores`.
    static func keep(_ data: Data, as key: BlobKey, in dependencies: FeatureDependencies) async throws {
        try await dependencies.blobs.put(data, for: key)
        try await dependencies.records.save(EchoPhoto(id: key.rawValue, photo: key))
    }
}
