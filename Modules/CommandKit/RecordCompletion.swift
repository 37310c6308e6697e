import ArgumentParser

/// Completion that knows the data: an argument naming a record offers the ids (and titles,
/// where a title names it too) in the data dir the command line uses, as a shell's Tab asks
/// for them (`mosaic perfume show 3f<Tab>`). The host reads them (`CommandHost.complete`).
public enum RecordCompletion {
    /// The ids of `collection` (and the values of `titleField`) starting with what is typed.
    public static func ids(_ collection: String, titles titleField: String? = nil) -> CompletionKind {
        .custom { words, index, prefix in
            // The word being completed, read from the line itself: ArgumentParser takes its
            // prefix from the line's last word, which is another one when options follow.
            let typed = words.indices.contains(index) ? words[index] : prefix
            return CommandHost.current?.complete(words, collection, typed, titleField) ?? []
        }
    }

    /// Image files, for `--photo`.
    public static let photos = CompletionKind.file(extensions: ["png", "jpg", "jpeg", "heic", "webp", "gif"])
}
