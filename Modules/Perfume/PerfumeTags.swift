import Core

/// `#words` in a strip's sentence or notes are its tags (`#citrus`, `#겨울`), as journal apps
/// have them: found in the text, lowercased, each once.
public enum PerfumeTags {
    /// The tags written in `text`, in order, each once.
    public static func tags(in text: String) -> [String] {
        var found: [String] = []
        var current: String?
        for character in text + " " {
            if character == "#" {
                if let tag = current, !tag.isEmpty, !found.contains(tag) { found.append(tag) }
                current = ""
            } else if var tag = current,
                character.isLetter || character.isNumber || character == "_" || character == "-"
            {
                tag.append(contentsOf: character.lowercased())
                current = tag
            } else {
                if let tag = current, !tag.isEmpty, !found.contains(tag) { found.append(tag) }
                current = nil
            }
        }
        return found
    }
}

extension PerfumeEntry {
    /// The tags of its sentence and notes.
    public var tags: [String] {
        var all = PerfumeTags.tags(in: sentence)
        for tag in PerfumeTags.tags(in: notes ?? "") where !all.contains(tag) { all.append(tag) }
        return all
    }
}
