import Foundation

/// The check every URL that came from an API passes before anything shows or follows it:
/// only `http` and `https` URLs with a host. A `javascript:`, `data:` or `file:` URL (or
/// text that is no URL at all) is dropped, so it never reaches a page's `src`/`href` or
/// a command that opens it.
public enum WebLink {
    /// `text` when it is an `http`/`https` URL with a host, else nil.
    public static func checked(_ text: String?) -> String? {
        guard let text, let url = URL(string: text), checked(url) != nil else { return nil }
        return text
    }

    /// `url` when it is an `http`/`https` URL with a host, else nil.
    public static func checked(_ url: URL?) -> URL? {
        guard let url, let scheme = url.scheme?.lowercased(), scheme == "http" || scheme == "https",
            let host = url.host, !host.isEmpty
        else { return nil }
        return url
    }
}
