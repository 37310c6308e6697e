import Core

/// Detail after a change.
public struct PhotoDetailState: Sendable, Equatable {
    public var detail: PhotoDetail?
    /// What the chart plots; views from the start (the seed's stayed empty until a tap, bug 10).
    public var metric: PhotoMetric = .views
    /// Whether the photo is liked now (follows the store).
    public var isLiked = false

    public init() {}

    /// The chart's daily values, oldest first; empty shows "데이터가 없습니다.".
    public var chart: [Int] { detail?.history(metric)?.days.map(\.value) ?? [] }
}
