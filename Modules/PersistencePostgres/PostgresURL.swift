import Foundation

/// A `postgres://` URL taken apart as libpq reads it: `postgres://user:password@host:port/
/// database?sslmode=…&host=…&port=…&user=…&dbname=…`, a bracketed IPv6 host (`[::1]`),
/// percent-encoding anywhere. Each thing Mosaic cannot use is refused with its own
/// sentence, and nothing the URL holds is echoed with a control character in it.
struct PostgresURL {
    var host: String?
    var port: Int?
    var user: String?
    var password: String?
    var database: String?
    var tls: PostgresLocation.TLSMode?

    init(_ url: String) throws(PostgresLocation.Invalid) {
        // A line break or NUL, written or percent-encoded, is no part of a URL (and would
        // break the line of any message that showed it).
        if Self.hasControl(url) || Self.hasControl(url.removingPercentEncoding ?? "") {
            throw .init(reason: "it holds a control character (a line break, a tab or NUL); write it on one line")
        }
        let lower = url.lowercased()
        guard let scheme = ["postgres://", "postgresql://"].first(where: { lower.hasPrefix($0) }) else {
            throw .init(reason: "it must start with postgres:// (postgres://user@host:5432/database)")
        }
        let rest = url.dropFirst(scheme.count)
        let authorityEnd = rest.firstIndex { $0 == "/" || $0 == "?" } ?? rest.endIndex
        var authority = rest[..<authorityEnd]
        let tail = rest[authorityEnd...]
        if let at = authority.lastIndex(of: "@") {
            let userInfo = authority[..<at]
            authority = authority[authority.index(after: at)...]
            if let colon = userInfo.firstIndex(of: ":") {
                user = try Self.decoded(userInfo[..<colon], "user")
                password = try Self.decoded(userInfo[userInfo.index(after: colon)...], "password")
            } else {
                user = try Self.decoded(userInfo, "user")
            }
            if user?.isEmpty == true { user = nil }
        }
        try readHostAndPort(authority)
        let query: Substring
        if let mark = tail.firstIndex(of: "?") {
            query = tail[tail.index(after: mark)...]
            try readDatabase(tail[..<mark])
        } else {
            query = ""
            try readDatabase(tail)
        }
        for pair in query.split(separator: "&") where !pair.isEmpty {
            let name = pair.prefix { $0 != "=" }
            let value = try Self.decoded(pair.dropFirst(name.count + 1), String(name))
            switch name {
            case "sslmode":
                guard let mode = PostgresLocation.TLSMode(rawValue: value) else {
                    throw .init(
                        reason: "sslmode must be one of "
                            + PostgresLocation.TLSMode.allCases.map { $0.rawValue }.joined(separator: ", "))
                }
                tls = mode
            case "host": if !value.isEmpty { host = value }
            case "port": port = try Self.port(Substring(value))
            case "user": if !value.isEmpty { user = value }
            case "password": password = value
            case "dbname": if !value.isEmpty { database = value }
            default: continue
            }
        }
    }

    /// `host`, `host:port`, `[v6]`, `[v6]:port`, or nothing.
    private mutating func readHostAndPort(_ authority: Substring) throws(PostgresLocation.Invalid) {
        guard !authority.isEmpty else { return }
        if authority.contains(",") {
            throw .init(reason: "it names several hosts (\(Self.shown(authority))); Mosaic connects to one: name one")
        }
        var hostPart = authority
        if authority.hasPrefix("[") {
            guard let close = authority.firstIndex(of: "]") else {
                throw .init(reason: "its IPv6 address has no closing ] (write it as [::1])")
            }
            host = String(authority[authority.index(after: authority.startIndex)..<close])
            let after = authority[authority.index(after: close)...]
            guard after.isEmpty || after.hasPrefix(":") else {
                throw .init(reason: "after an IPv6 address ([::1]) only :port may follow")
            }
            if after.count > 1 { port = try Self.port(after.dropFirst()) }
            return
        }
        if let colon = authority.lastIndex(of: ":") {
            hostPart = authority[..<colon]
            let portText = authority[authority.index(after: colon)...]
            if !portText.isEmpty { port = try Self.port(portText) }
        }
        if !hostPart.isEmpty { host = try Self.decoded(hostPart, "host") }
    }

    private mutating func readDatabase(_ path: Substring) throws(PostgresLocation.Invalid) {
        let name = path.hasPrefix("/") ? path.dropFirst() : path
        guard !name.isEmpty else { return }
        database = try Self.decoded(name, "database")
    }

    private static func port(_ text: Substring) throws(PostgresLocation.Invalid) -> Int {
        guard text.allSatisfy({ $0.isASCII && $0.isNumber }), let value = Int(text) else {
            throw .init(reason: "the port must be a number 1–65535 (it is '\(shown(text))')")
        }
        guard (1...65535).contains(value) else { throw .init(reason: "the port must be 1–65535") }
        return value
    }

    private static func decoded(_ text: Substring, _ part: String) throws(PostgresLocation.Invalid) -> String {
        guard let value = text.removingPercentEncoding else {
            throw .init(reason: "its \(part) has a broken percent-encoding (write % as %25)")
        }
        return value
    }

    private static func hasControl(_ text: String) -> Bool {
        text.unicodeScalars.contains { $0.properties.generalCategory == .control }
    }

    /// `text` as a message may show it: at most 40 characters, control characters never raw.
    static func shown(_ text: some StringProtocol) -> String {
        let visible = String(
            text.unicodeScalars.map { $0.properties.generalCategory == .control ? "?" : Character($0) })
        return visible.count > 40 ? String(visible.prefix(39)) + "…" : visible
    }
}
