/// What a search asks for; every page of one search sends all of it (seed bug 6 dropped
/// the colour after page 1 and always sent `black`).
public struct PhotoQuery: Sendable, Equatable {
    public var text: String
    public var order: SearchOrder
    /// Nil: no colour filter is sent.
    public var color: PhotoColor?
    /// Nil: the API's own (`low`).
    public var contentFilter: ContentFilter?

    public init(
        text: String, order: SearchOrder = .relevant, color: PhotoColor? = nil, contentFilter: ContentFilter? = nil
    ) {
        self.text = text
        self.order = order
        self.color = color
        self.contentFilter = contentFilter
    }
}
