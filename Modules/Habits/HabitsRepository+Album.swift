import AsyncAlgorithms
import Core
import Foundation
import Persistence

/// The album and the change signal live screens redraw on.
extension HabitsRepository {
    /// The album: categories with photos (oldest category first), each by day; only one
    /// category or one month (`2024-05`) when asked; the first `limit` photos when given, read
    /// from the store alone, so a page of a long album reads a page.
    public func album(category reference: String? = nil, month: String? = nil, limit: Int? = nil) async throws
        -> [AlbumSection]
    {
        var only: HabitCategory?
        if let reference { only = try await category(reference) }
        let everyGoal = try await self.goals()
        let goals = Dictionary(grouping: everyGoal, by: \.categoryID)
        var sections: [AlbumSection] = []
        var left = limit
        for category in try await categories() where only == nil || only?.id == category.id {
            if let left, left <= 0 { break }
            let goals = goals[category.id] ?? []
            guard !goals.isEmpty else { continue }
            let byID = Dictionary(uniqueKeysWithValues: goals.map { ($0.id, $0) })
            // In day order (a day's photos by time, below): the day index gives a page without
            // sorting the category. A category of every goal (Loop's) needs no goal filter,
            // which would take the goal index and sort all its photos first.
            var query = RecordQuery<CertificationPhoto>().sorted(by: .ascending(CertificationPhoto.Fields.day))
                .limit(left)
            if goals.count < everyGoal.count {
                query = query.filter(.isIn(CertificationPhoto.Fields.goalID, goals.map { .id($0.id) }))
            }
            if let month {
                query = query.filter(
                    .range(CertificationPhoto.Fields.day, lower: .string(month + "-01"), upper: .string(month + "-31")))
            }
            let photos = try await store.fetch(query).filter { byID[$0.goalID] != nil }
            guard !photos.isEmpty else { continue }
            left = left.map { $0 - photos.count }
            let days = Dictionary(grouping: photos, by: \.day).sorted { $0.key < $1.key }
                .map {
                    AlbumDay(
                        day: $0.key,
                        photos: $0.value.sorted { $0.takenAt < $1.takenAt }.map {
                            AlbumPhoto(
                                photo: $0, goalTitle: byID[$0.goalID]?.title ?? "", measure: byID[$0.goalID]?.measure)
                        })
                }
            sections.append(AlbumSection(category: category, days: days))
        }
        return sections
    }

    /// Every month from the album's first photo to its last (`2024-05`), for its month
    /// picker: two photos read, whatever the album's length.
    public func albumMonths() async throws -> [String] {
        let byDay = RecordQuery<CertificationPhoto>().limit(1)
        guard let first = try await store.fetch(byDay.sorted(by: .ascending(CertificationPhoto.Fields.day))).first,
            let last = try await store.fetch(byDay.sorted(by: .descending(CertificationPhoto.Fields.day))).first
        else { return [] }
        var months: [String] = []
        var (year, month) = (first.day.year, first.day.month)
        while (year, month) <= (last.day.year, last.day.month) {
            months.append(String(format: "%04d-%02d", year, month))
            (year, month) = month == 12 ? (year + 1, 1) : (year, month + 1)
        }
        return months
    }

    /// A signal now and after every change to categories, goals or photos, for live screens
    /// (which read again what they show).
    public func changes() -> AsyncStream<Void> {
        let categories = store.changes(of: HabitCategory.self).asStream()
        let goals = store.changes(of: Goal.self).asStream()
        let photos = store.changes(of: CertificationPhoto.self).asStream()
        return combineLatest(categories, goals, photos).mapStream { _ in () }
    }
}
