import Core

/// What the search tab shows.
public struct AppSearchState: Sendable, Equatable {
    /// The term of the search on screen ("" before the first one).
    public var term = ""
    /// Every app loaded so far, in Apple's order.
    public var apps: [StoreApp] = []
    /// A request is running (the spinner at the bottom).
    public var isLoading = false
    /// The last page was short: there is nothing more to load.
    public var isExhausted = false
    /// How many pages the list holds.
    public var pages = 0
    /// Ids of the apps in the library, for each row's "받기"/"삭제" button.
    public var savedIDs: Set<AppID> = []

    public init() {}

    /// "검색 결과 : N 개", N being the apps loaded (seed bug 3 summed page counts).
    public var title: Message { AppLibraryMessages.searchTitle(apps.count) }
}
