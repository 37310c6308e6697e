import AsyncAlgorithms
import Core
import Foundation
import Persistence

/// The album and the change signal live screens redraw on.
extension HabitsRepository {
    /// The album: categories with photos (oldest category first), each by day; only one
    /// category or one month (`2024-05`) when asked.
    public func album(category reference: String? = nil, month: String? = nil) async throws -> [AlbumSection] {
        var only: HabitCategory?
        if let reference { only = try await category(reference) }
        var sections: [AlbumSection] = []
        for category in try await categories() where only == nil || only?.id == category.id {
            let goals = try await goals(in: category.id)
            let byID = Dictionary(uniqueKeysWithValues: goals.map { ($0.id, $0) })
            let photos = try await photos(goalIDs: goals.map(\.id)).filter { month == nil || $0.day.monthKey == month }
            guard !photos.isEmpty else { continue }
            let days = Dictionary(grouping: photos, by: \.day).sorted { $0.key < $1.key }
                .map {
                    AlbumDay(
                        day: $0.key,
                        photos: $0.value.map {
                            AlbumPhoto(
                                photo: $0, goalTitle: byID[$0.goalID]?.title ?? "", measure: byID[$0.goalID]?.measure)
                        })
                }
            sections.append(AlbumSection(category: category, days: days))
        }
        return sections
    }

    /// A signal now and after every change to categories, goals or photos, for live screens.
    public func changes() -> AsyncStream<Void> {
        let categories = store.observe(RecordQuery<HabitCategory>()).asStream().mapStream { _ in () }
        let goals = store.observe(RecordQuery<Goal>()).asStream().mapStream { _ in () }
        let photos = store.observe(RecordQuery<CertificationPhoto>()).asStream().mapStream { _ in () }
        return combineLatest(categories, goals, photos).mapStream { _ in () }
    }
}
