import Core

/// The seed's category list screen: the eleven categories; picking a row emits the
/// category (and the screen pops back to the form).
public struct CategoryListViewModel: ViewModel, Sendable {
    public struct Input: Sendable {
        /// The row (0-based) the user picked.
        public var rowSelected: AsyncStream<Int>

        public init(rowSelected: AsyncStream<Int>) {
            self.rowSelected = rowSelected
        }
    }

    public struct Output: Sendable {
        /// The rows to show, in the seed's order.
        public let categories: [ListingCategory]
        /// The category picked; rows outside the list are ignored.
        public let chosen: AsyncStream<ListingCategory>
    }

    public init() {}

    public func transform(_ input: Input) -> Output {
        let categories = ListingCategory.all
        let chosen = input.rowSelected.compactMapStream { row in
            categories.indices.contains(row) ? categories[row] : nil
        }
        return Output(categories: categories, chosen: chosen)
    }
}
