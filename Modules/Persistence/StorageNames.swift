/// The names an engine builds SQL from, checked the same way by every engine: collection
/// names of lower-case letters, digits and `_`; field paths of ASCII identifiers joined by
/// dots. Nothing else ever reaches a statement's text.
public enum StorageNames {
    public static func isValidCollection(_ name: String) -> Bool {
        guard let first = name.unicodeScalars.first, ("a"..."z").contains(first) else { return false }
        return name.unicodeScalars.allSatisfy { ("a"..."z").contains($0) || ("0"..."9").contains($0) || $0 == "_" }
    }

    public static func isValidField(_ field: String) -> Bool {
        let parts = field.split(separator: ".", omittingEmptySubsequences: false)
        return !parts.isEmpty
            && parts.allSatisfy { part in
                guard let first = part.unicodeScalars.first, first.isASCII,
                    first.properties.isAlphabetic || first == "_"
                else { return false }
                return part.unicodeScalars.allSatisfy {
                    $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0) || $0 == "_")
                }
            }
    }
}
