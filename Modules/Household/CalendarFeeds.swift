import Core
import Foundation
import Persistence

/// Each member's secret calendar address (`webcal://HOST/calendar/<token>.ics`), kept in the
/// household's own settings, out of every feature's reach: a token names one member, and
/// replacing it stops the old address at once. A calendar app cannot sign in, so the token is
/// the key; it is 128 random bits, and a wrong one finds no one.
public struct CalendarFeeds: Sendable {
    let settings: any SettingsStore

    public init(settings: any SettingsStore) {
        self.settings = settings
    }

    static let tokenPrefix = "household.calendar.token."
    static let memberPrefix = "household.calendar.member."
    static let hostKey = "household.calendar.host"
    /// Where a server answers when it has not said (`mosaic serve`'s default address).
    public static let defaultHost = "localhost:8080"

    /// The member `id`'s token, made on first use; `renewing` replaces it.
    public func token(of id: String, renewing: Bool = false) async throws -> String {
        if let token = try await settings.value(String.self, forKey: Self.memberPrefix + id) {
            guard renewing else { return token }
            try await settings.remove(Self.tokenPrefix + token)
        }
        var random = SystemRandomNumberGenerator()
        let token = (0..<2).map { _ in String(random.next() as UInt64, radix: 16).leftPadded(to: 16) }.joined()
        try await settings.set(id, forKey: Self.tokenPrefix + token)
        try await settings.set(token, forKey: Self.memberPrefix + id)
        return token
    }

    /// The member a token names, or nil (a wrong or replaced token).
    public func member(forToken token: String) async throws -> String? {
        guard token.count == 32, token.allSatisfy(\.isHexDigit) else { return nil }
        return try await settings.value(String.self, forKey: Self.tokenPrefix + token)
    }

    /// The member's address at `host` (else where the server last said it answers).
    public func address(of id: String, renewing: Bool = false, host: String? = nil) async throws -> String {
        let token = try await token(of: id, renewing: renewing)
        var host = host
        if host == nil { host = try await settings.value(String.self, forKey: Self.hostKey) }
        return "webcal://\(host ?? Self.defaultHost)/calendar/\(token).ics"
    }

    /// Where the server answers (`mosaic serve` says so as it starts), for the command line's addresses.
    public func setHost(_ host: String) async throws {
        try await settings.set(host, forKey: Self.hostKey)
    }

    /// Stops the member's address (they left the household).
    public func forget(_ id: String) async throws {
        guard let token = try await settings.value(String.self, forKey: Self.memberPrefix + id) else { return }
        try await settings.remove(Self.tokenPrefix + token)
        try await settings.remove(Self.memberPrefix + id)
    }
}

extension String {
    fileprivate func leftPadded(to length: Int) -> String {
        String(repeating: "0", count: max(0, length - count)) + self
    }
}
