import AsyncAlgorithms
import Core
import Foundation
import Persistence

/// Categories, goals and certification photos. Everything links by id (the seed linked
/// by title, bug 2); titles are plain values, never query text (bug 3). Photo files are
/// written before the record that names them and removed after the record is gone.
public struct HabitsRepository: Sendable {
    static let folder = "habits"

    let store: any RecordStore
    let blobs: any BlobStore
    let dates: DateProvider
    let ids: IDProvider

    /// `dates` also gives the zone "today" and the certification windows are read in.
    public init(store: any RecordStore, blobs: any BlobStore, dates: DateProvider, ids: IDProvider) {
        self.store = store
        self.blobs = blobs
        self.dates = dates
        self.ids = ids
    }

    /// The zone "today" and the certification windows are read in.
    public var timeZone: TimeZone { dates.timeZone }

    public var today: CalendarDay { CalendarDay(dates.now(), in: timeZone) }

    // MARK: Categories

    /// Adds a category; its title is trimmed and must be new, ignoring case.
    public func addCategory(_ title: String) async throws -> HabitCategory {
        let category = HabitCategory(
            id: RecordID(ids.next()), title: try Self.trimmedCategoryTitle(title), createdAt: dates.now())
        try await saveCheckingTitle(category)
        return category
    }

    public func renameCategory(_ id: RecordID<HabitCategory>, to title: String) async throws -> HabitCategory {
        var category = try await category(id)
        category.title = try Self.trimmedCategoryTitle(title)
        try await saveCheckingTitle(category)
        return category
    }

    /// Deletes a category; one with goals only with `cascade`, which deletes its goals,
    /// their photos and the photo files too. Returns how many goals went.
    @discardableResult
    public func deleteCategory(_ id: RecordID<HabitCategory>, cascade: Bool) async throws -> Int {
        let category = try await category(id)
        let goals = try await goals(in: category.id)
        guard goals.isEmpty || cascade else {
            throw UserError(HabitsMessages.categoryNotEmpty, category: .invalidInput)
        }
        let photos = try await photos(goalIDs: goals.map(\.id))
        try await store.write(attaching: [:], to: blobs) { writer in
            for photo in photos { try writer.delete(CertificationPhoto.self, id: photo.id) }
            for goal in goals { try writer.delete(Goal.self, id: goal.id) }
            try writer.delete(HabitCategory.self, id: category.id)
            return ((), photos.flatMap(\.blobKeys))
        }
        return goals.count
    }

    /// Categories, oldest first.
    public func categories() async throws -> [HabitCategory] {
        try await store.fetch(RecordQuery<HabitCategory>().sorted(by: .ascending(HabitCategory.Fields.createdAt)))
    }

    /// The category `id` names.
    public func category(_ id: RecordID<HabitCategory>) async throws -> HabitCategory {
        try await store.existing(HabitCategory.self, id: id, notFound: HabitsMessages.noSuchCategory(id.rawValue))
    }

    /// The category with this title (ignoring case) or id prefix.
    public func category(_ reference: String) async throws -> HabitCategory {
        let text = reference.trimmingWhitespace
        if let named = try await categories().first(where: { $0.title.caseInsensitiveCompare(text) == .orderedSame }) {
            return named
        }
        return try await store.resolve(
            HabitCategory.self, idPrefix: text, notFound: HabitsMessages.noSuchCategory(text)
        ) {
            "\($0.id)  \($0.title)"
        }
    }

    /// Whether `title` would be refused as a new category (the live warning).
    public func isDuplicateCategory(_ title: String) async throws -> Bool {
        let title = title.trimmingWhitespace
        return try await categories().contains { $0.title.caseInsensitiveCompare(title) == .orderedSame }
    }

    private static func trimmedCategoryTitle(_ title: String) throws(UserError) -> String {
        let title = title.trimmingWhitespace
        guard !title.isEmpty else { throw UserError(HabitsMessages.emptyCategory, category: .invalidInput) }
        return title
    }

    /// Saves `category` when no other one has its title (ignoring case): the check and the
    /// save in one transaction, so commands adding the same title at once add it once.
    private func saveCheckingTitle(_ category: HabitCategory) async throws {
        try await store.write { writer in
            let taken = try writer.fetch(RecordQuery<HabitCategory>()).contains {
                $0.id != category.id && $0.title.caseInsensitiveCompare(category.title) == .orderedSame
            }
            guard !taken else { throw UserError(HabitsMessages.duplicateCategory, category: .invalidInput) }
            try writer.save(category)
        }
    }
}
