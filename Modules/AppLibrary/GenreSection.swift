import Core

/// One section of the library: a genre and its apps.
public struct GenreSection: Sendable, Equatable {
    /// The genre's name, or nil for apps without one (shown as "기타" / "Other").
    public let genre: String?
    public let apps: [LibraryApp]

    public init(genre: String?, apps: [LibraryApp]) {
        self.genre = genre
        self.apps = apps
    }

    /// The first `count` apps of `sections`, in shelf order, still under their genres (a
    /// page of a long library).
    public static func first(_ count: Int, of sections: [GenreSection]) -> [GenreSection] {
        var left = count
        return sections.compactMap { section -> GenreSection? in
            let apps = Array(section.apps.prefix(left))
            left -= apps.count
            return apps.isEmpty ? nil : GenreSection(genre: section.genre, apps: apps)
        }
    }

    /// The header to show.
    public var title: Message {
        genre.map { Message(en: $0, ko: $0) } ?? AppLibraryMessages.otherGenre
    }

    /// Groups apps by primary genre: genres by name, "Other" last, apps newest first.
    /// A genre with no apps has no section (seed bug 6 kept empty ones).
    public static func group(_ apps: [LibraryApp]) -> [GenreSection] {
        let grouped = Dictionary(grouping: apps) { app -> String? in
            let genre = app.app.primaryGenre?.trimmingWhitespace ?? ""
            return genre.isEmpty ? nil : genre
        }
        return
            grouped
            .map { GenreSection(genre: $0.key, apps: $0.value.sorted { $0.savedAt > $1.savedAt }) }
            .sorted { lhs, rhs in
                switch (lhs.genre, rhs.genre) {
                case (let left?, let right?): left.localizedStandardCompare(right) == .orderedAscending
                case (.some, nil): true
                default: false
                }
            }
    }
}
