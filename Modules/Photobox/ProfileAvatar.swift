/// One of the 12 bundled avatars, `profile0` … `profile11`.
public struct ProfileAvatar: Sendable, Hashable, Codable, CustomStringConvertible {
    public static let all = (0...11).map(ProfileAvatar.init(unchecked:))

    public let number: Int

    /// The avatar `number` (0–11), or nil.
    public init?(_ number: Int) {
        guard (0...11).contains(number) else { return nil }
        self.number = number
    }

    /// Parses `3` or `profile3`.
    public init?(argument: String) {
        let text = argument.hasPrefix("profile") ? String(argument.dropFirst("profile".count)) : argument
        guard let number = Int(text) else { return nil }
        self.init(number)
    }

    private init(unchecked number: Int) {
        self.number = number
    }

    /// A random one, as a new profile starts with.
    public static func random<Generator: RandomNumberGenerator>(using generator: inout Generator) -> ProfileAvatar {
        all.randomElement(using: &generator)!
    }

    /// The image name the seed stored (`profile3`).
    public var description: String { "profile\(number)" }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(description)
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        guard let avatar = ProfileAvatar(argument: try container.decode(String.self)) else {
            throw DecodingError.dataCorruptedError(in: container, debugDescription: "not profile0…profile11")
        }
        self = avatar
    }
}
