import Core
import Foundation

/// What a route answers.
public enum WebResponse: Sendable {
    /// A whole page in the app's chrome; `session` is the live screen its script connects to.
    case page(title: String, body: HTML, session: LiveSession? = nil)
    /// A piece of a page (for a script to put in place).
    case fragment(HTML)
    /// Go to another page (after a POST: 303 See Other).
    case redirect(String)
    /// A file's bytes.
    case file(Data, contentType: String)
    /// Nothing to show (a live event was taken).
    case accepted
}

extension WebResponse {
    /// A file from the blob store, typed by its first bytes (never by its name).
    package static func storedFile(_ data: Data) -> WebResponse {
        .file(
            data, contentType: ImageFormat(sniffing: data).map { "image/\($0.rawValue)" } ?? "application/octet-stream")
    }
}
