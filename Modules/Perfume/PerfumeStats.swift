import Core

/// The journal in numbers (`perfume stats`): how many strips, how many wished, strips per
/// month of tasting, and the brands and tags that come back most.
public struct PerfumeStats: Sendable, Equatable, Encodable {
    /// A name and how many strips have it.
    public struct Count: Sendable, Equatable, Encodable {
        /// The brand, tag or month.
        public let name: String
        /// How many strips have it.
        public let count: Int

        public init(name: String, count: Int) {
            self.name = name
            self.count = count
        }
    }

    /// Every strip.
    public let total: Int
    /// Strips on the wish list.
    public let wished: Int
    /// Strips per month of their tasting day (`2024.05`), newest month first; undated left out.
    public let months: [Count]
    /// The brands with most strips, at most ten.
    public let brands: [Count]
    /// The tags with most strips, at most ten.
    public let tags: [Count]

    /// The numbers of `entries`.
    public init(_ entries: [PerfumeEntry]) {
        total = entries.count
        wished = entries.filter(\.wished).count
        months = Self.counted(entries.compactMap { $0.date.map { String($0.description.prefix(7)) } })
            .sorted { $0.name > $1.name }
        brands = Array(Self.counted(entries.map(\.brand)).prefix(10))
        tags = Array(Self.counted(entries.flatMap(\.tags)).prefix(10))
    }

    /// Each distinct name with its count, most first, then by name.
    public static func counted(_ names: [String]) -> [Count] {
        var counts: [String: Int] = [:]
        for name in names { counts[name, default: 0] += 1 }
        return counts.map { Count(name: $0.key, count: $0.value) }.sorted {
            $0.count != $1.count ? $0.count > $1.count : $0.name < $1.name
        }
    }
}
