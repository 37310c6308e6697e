import Foundation

extension FileHandle {
    /// Reads (blocking: call it off the cooperative pool) until what was read holds
    /// `marker` or the other end closes, and returns all of it as text.
    public func text(readingUntil marker: String) -> String {
        var text = ""
        while !text.contains(marker) {
            let chunk = availableData
            if chunk.isEmpty { break }
            text += String(decoding: chunk, as: UTF8.self)
        }
        return text
    }
}
