import Foundation
import Persistence

/// What a delete took away (a goal, or a category with its goals), kept whole so it can
/// be put back: the records and their photos' bytes.
public struct HabitsRemoval: Sendable {
    /// The category, when the delete was a category's.
    public let category: HabitCategory?
    public let goals: [Goal]
    public let photos: [CertificationPhoto]
    /// Each photo's bytes, by key.
    public let images: [BlobKey: Data]
}

extension HabitsRepository {
    /// What deleting the goal `reference` would take away, read before the delete.
    public func removal(ofGoal id: RecordID<Goal>) async throws -> HabitsRemoval {
        let goal = try await goal(id)
        return try await removal(category: nil, goals: [goal])
    }

    /// What deleting the category `reference` with its goals would take away.
    public func removal(ofCategory id: RecordID<HabitCategory>) async throws -> HabitsRemoval {
        let category = try await category(id)
        return try await removal(category: category, goals: goals(in: category.id))
    }

    /// Puts back what a delete took away, photos first, records in one transaction (Undo).
    public func restore(_ removal: HabitsRemoval) async throws {
        try await store.write(attaching: removal.images, to: blobs) { writer in
            if let category = removal.category { try writer.save(category) }
            for goal in removal.goals { try writer.save(goal) }
            for photo in removal.photos { try writer.save(photo) }
            return ((), [])
        }
    }

    private func removal(category: HabitCategory?, goals: [Goal]) async throws -> HabitsRemoval {
        let photos = try await photos(goalIDs: goals.map(\.id))
        var images: [BlobKey: Data] = [:]
        for photo in photos {
            if let image = photo.image, let data = try await blobs.get(image) { images[image] = data }
        }
        return HabitsRemoval(category: category, goals: goals, photos: photos, images: images)
    }
}
