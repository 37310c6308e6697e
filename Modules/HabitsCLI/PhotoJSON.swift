import Foundation
import Habits
import Persistence

/// A certification photo in `--json`, one shape for `certify` and `album`: the goal it
/// certified (id and title), its category, its stamp, its file's key and where the file is.
struct PhotoJSON: Encodable, Sendable {
    let id: RecordID<CertificationPhoto>
    let goalID: RecordID<Goal>
    let goal: String
    let category: String
    let day: String
    let takenAt: Date
    let color: String
    let style: String
    /// The photo's key; absent for a day imported without a photo.
    let image: String?
    /// Whether the day was brought from another tracker (without a photo).
    let imported: Bool
    /// The day's value on a measurable goal.
    let value: Double?
    /// The file on disk; absent when the store keeps files elsewhere.
    let path: String?

    init(_ photo: CertificationPhoto, goal: String, category: String, path: URL?) {
        id = photo.id
        goalID = photo.goalID
        self.goal = goal
        self.category = category
        day = photo.day.description
        takenAt = photo.takenAt
        color = photo.color.hex
        style = photo.style.rawValue
        image = photo.image?.rawValue
        imported = photo.isImported
        value = photo.value
        self.path = path?.path
    }
}
