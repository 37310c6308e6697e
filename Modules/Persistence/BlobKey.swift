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
    /// The folder thumbnails are kept in, each under its photo's key.
    static let thumbnailFolder = "thumbnails"

    /// Where the thumbnail of this photo is kept (`thumbnails/perfume/3F2A.jpg`); nil for
    /// a thumbnail's own key, and for a key with no room left for the folder.
    public var thumbnail: BlobKey? {
        isThumbnail ? nil : try? BlobKey(Self.thumbnailFolder + "/" + rawValue)
    }

    /// Whether this key is a thumbnail's.
    public var isThumbnail: Bool { rawValue.hasPrefix(Self.thumbnailFolder + "/") }

    /// The photo this thumbnail was made of, for a thumbnail's key.
    public var thumbnailSource: BlobKey? {
        isThumbnail ? try? BlobKey(String(rawValue.dropFirst(Self.thumbnailFolder.count + 1))) : nil
    }
}
