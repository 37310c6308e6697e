import Foundation
import Habits

/// A certification photo in `--json`, one shape for `certify` and `album`: the goal it
/// certified (id and title), its category, its stamp, its file's key and where the file is.
struct PhotoJSON: Encodable, Sendable {
    let id: String
    let goalID: String
    let goal: String
    let category: String
    let day: String
    let takenAt: Date
    let color: String
    let style: String
    let image: String
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
        image = photo.image.rawValue
        self.path = path?.path
    }
}
