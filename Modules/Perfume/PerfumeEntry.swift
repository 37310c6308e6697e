import Foundation
import Persistence

/// One test strip (시향지) in the journal.
public struct PerfumeEntry: Record, Equatable {
    public static let collection = "perfume_entries"
    public static let indexedFields = [Fields.wished, Fields.date, Fields.createdAt]
    public static let blobFields = [Fields.photo]
    /// A wish is the wisher's: another member may edit a strip its owner shares, not wish it.
    public static let ownersFields = [Fields.wished]
    public static let fullTextFields = [Fields.brand, Fields.name, Fields.sentence, Fields.notes, Fields.date]

    public let id: RecordID<PerfumeEntry>
    /// The tasting day (시향 날짜), if one was given.
    public var date: TastingDay?
    /// 브랜드.
    public var brand: String
    /// 향수 이름.
    public var name: String
    /// 향에 대한 기록: free text, nil when empty.
    public var notes: String?
    /// 이 향수를 한 마디로 표현한다면: the one-line summary.
    public var sentence: String
    /// The stored photo's file, if there is one.
    public var photo: BlobKey?
    /// 찜: on the wish list.
    public var wished: Bool
    public let createdAt: Date
    public var updatedAt: Date

    public init(
        id: RecordID<PerfumeEntry>, date: TastingDay?, brand: String, name: String, notes: String?, sentence: String,
        photo: BlobKey?, wished: Bool, createdAt: Date, updatedAt: Date
    ) {
        self.id = id
        self.date = date
        self.brand = brand
        self.name = name
        self.notes = notes
        self.sentence = sentence
        self.photo = photo
        self.wished = wished
        self.createdAt = createdAt
        self.updatedAt = updatedAt
    }

    public var blobKeys: [BlobKey] { photo.map { [$0] } ?? [] }

    /// An entry whose photo file is gone keeps its text and loses the photo.
    public func repairing(missing: Set<BlobKey>) -> MissingBlobRepair<PerfumeEntry> {
        guard let photo, missing.contains(photo) else { return .keep }
        var repaired = self
        repaired.photo = nil
        return .update(repaired)
    }
}

extension PerfumeEntry {
    /// The fields its queries and edits name, from its coding keys.

    enum Fields {
        static let wished = RecordField<PerfumeEntry>(CodingKeys.wished)
        static let date = RecordField<PerfumeEntry>(CodingKeys.date)
        static let createdAt = RecordField<PerfumeEntry>(CodingKeys.createdAt)
        static let brand = RecordField<PerfumeEntry>(CodingKeys.brand)
        static let name = RecordField<PerfumeEntry>(CodingKeys.name)
        static let sentence = RecordField<PerfumeEntry>(CodingKeys.sentence)
        static let notes = RecordField<PerfumeEntry>(CodingKeys.notes)
        static let photo = RecordField<PerfumeEntry>(CodingKeys.photo)
    }
}
