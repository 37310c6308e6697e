import Foundation

/// The network settings a user can give in the environment, checked where they are read
/// so that a bad value names the setting and the value instead of failing later inside
/// the transport.
public enum HTTPSettings {
    /// The default for how long one request may take, whole (`HTTPRequest.timeout`).
    public static let defaultTimeout: Duration = .seconds(15)

    /// The API base URL in `setting` (e.g. `MOSAIC_UNSPLASH_URL`), or nil when unset:
    /// http or https, a host, and a port in 1–65535 when one is given.
    public static func baseURL(_ setting: String, in environment: [String: String]) throws(UserError) -> URL? {
        guard let text = environment[setting], !text.isEmpty else { return nil }
        guard let url = URL(string: text),
            let components = URLComponents(url: url, resolvingAgainstBaseURL: false),
            ["http", "https"].contains(components.scheme?.lowercased() ?? ""),
            components.host?.isEmpty == false,
            (1...65_535).contains(components.port ?? 80)
        else {
            throw UserError(CoreMessages.invalidServiceURL(setting: setting, value: text), category: .usage)
        }
        return url
    }

    /// `MOSAIC_HTTP_TIMEOUT` (whole seconds, 1–600) as the timeout for every request, or
    /// nil when unset (each request keeps its own).
    public static func timeout(in environment: [String: String]) throws(UserError) -> Duration? {
        guard let text = environment["MOSAIC_HTTP_TIMEOUT"], !text.isEmpty else { return nil }
        guard let seconds = Int(text.trimmingCharacters(in: .whitespaces)), (1...600).contains(seconds) else {
            throw UserError(CoreMessages.invalidTimeout(text), category: .usage)
        }
        return .seconds(seconds)
    }
}
