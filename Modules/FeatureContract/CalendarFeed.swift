import Core

/// The secret calendar address of the member a run acts for (`webcal://…/calendar/<token>.ics`):
/// calendar apps cannot sign in, so the address is the key. Handed with a member's stores;
/// a feature asks for it without knowing who signed in or where tokens are kept.
public struct CalendarFeed: Sendable {
    private let make: @Sendable (_ renewing: Bool) async throws -> String

    /// `make` answers the address, a new one (the old one stops) when `renewing`.
    public init(_ make: @escaping @Sendable (_ renewing: Bool) async throws -> String) {
        self.make = make
    }

    /// The member's address; `renewing` replaces it, and the old one answers 404 from then on.
    public func address(renewing: Bool = false) async throws -> String {
        try await make(renewing)
    }

    /// None (a feature's own tests): asking is refused in words.
    public static let none = CalendarFeed { _ in
        throw UserError(
            Message(
                en: "A calendar address needs a household's store.", ko: "달력 주소는 가족의 저장소가 있어야 만들 수 있어요."),
            category: .unavailable)
    }
}

/// A web front whose feature feeds a member's calendar (`/calendar/<token>.ics`).
public protocol CalendarSource: SendableMetatype {
    /// The member's calendar (an iCalendar text), from their stores in `dependencies`.
    static func calendar(_ dependencies: FeatureDependencies) async throws -> String
}
