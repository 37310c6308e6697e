/// Whether a path a request names (a sign-in's `next`, an action form's `back`) may be sent
/// back as a redirect: a path of this site and nothing a browser or a URL parser could read
/// as another site. `//host`, any backslash (`/\host`) and any control character (a tab or
/// line break inside `/\t/host`, which parsers drop to leave `//host`) are refused.
package enum LocalPath {
    package static func isSafe(_ path: String) -> Bool {
        path.hasPrefix("/") && !path.hasPrefix("//")
            && !path.unicodeScalars.contains { $0 == "\\" || $0.properties.generalCategory == .control }
    }
}
