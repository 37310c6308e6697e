/// The name of a stored file. Keys are one to four `/`-separated segments of
/// `A–Z a–z 0–9 . _ -`, none empty, none starting with `.`, at most 200 characters in
/// all: `../x`, `/etc/passwd`, `.`, `a//b` and the empty key are rejected, so a key
/// (even one that came from the network) can never reach outside the store.
public struct BlobKey: Hashable, Sendable, Codable, CustomStringConvertible, Comparable {
    public let rawValue: String

    public init(_ rawValue: String) throws(PersistenceError) {
        guard Self.isValid(rawValue) else { throw .invalidBlobKey(rawValue) }
        self.rawValue = rawValue
    }

    /// A key of `parts` joined by `/`, each checked.
    public init(_ parts: String...) throws(PersistenceError) {
        try self.init(parts.joined(separator: "/"))
    }

    public static func isValid(_ raw: String) -> Bool {
        guard !raw.isEmpty, raw.utf8.count <= 200 else { return false }
        let segments = raw.split(separator: "/", omittingEmptySubsequences: false)
        guard segments.count <= 4 else { return false }
        return segments.allSatisfy { segment in
            guard let first = segment.first, first != "." else { return false }
            return segment.unicodeScalars.allSatisfy { scalar in
                scalar.isASCII
                    && (scalar.properties.isAlphabetic || ("0"..."9").contains(scalar)
                        || scalar == "." || scalar == "_" || scalar == "-")
            }
        }
    }

    public var description: String { rawValue }

    public static func < (lhs: BlobKey, rhs: BlobKey) -> Bool { lhs.rawValue < rhs.rawValue }

    public init(from decoder: any Decoder) throws {
        let raw = try decoder.singleValueContainer().decode(String.self)
        try self.init(raw)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(rawValue)
    }
}

extension BlobKey {
    /// A smaller copy the store makes of a photo, kept under its own folder beside it.
    public enum Copy: String, CaseIterable, Sendable {
        /// What lists and grids show (`thumbnails/perfume/3F2A.jpg`).
        case thumbnail = "thumbnails"
        /// What a detail page shows on a screen, rather than the photo's megabytes
        /// (`display/perfume/3F2A.jpg`).
        case display = "display"

        /// The square the copy fits in, in pixels: a card's width on a phone at 2x, or a
        /// phone's or laptop's screen width at its pixel density.
        public var side: Int {
            switch self {
            case .thumbnail: 400
            case .display: 1600
            }
        }
    }

    /// Where the `kind` copy of this photo is kept; nil for a copy's own key, and for a key
    /// with no room left for the folder.
    public func copy(_ kind: Copy) -> BlobKey? {
        isCopy ? nil : try? BlobKey(kind.rawValue + "/" + rawValue)
    }

    /// Where the thumbnail of this photo is kept.
    public var thumbnail: BlobKey? { copy(.thumbnail) }

    /// Which copy this key is, or nil for a photo's own key.
    public var copyKind: Copy? {
        Copy.allCases.first { rawValue.hasPrefix($0.rawValue + "/") }
    }

    /// Whether this key is a copy's (a thumbnail or a display copy).
    public var isCopy: Bool { copyKind != nil }

    /// The photo this copy was made of, for a copy's key.
    public var copySource: BlobKey? {
        copyKind.flatMap { try? BlobKey(String(rawValue.dropFirst($0.rawValue.count + 1))) }
    }
}
