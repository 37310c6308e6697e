import Core

/// The colour of the date stamp on a certification photo: one of the seed's 18 presets
/// or any `#RRGGBB`, kept upper-case.
public struct OverlayColor: Sendable, Hashable, Codable, CustomStringConvertible {
    public static let presets: [OverlayColor] = [
        "#E4B6BC", "#E09681", "#000000", "#FFFFFF", "#003865", "#3BCF4E", "#9D693C", "#CE4438", "#94D3D3",
        "#BE73CE", "#424242", "#ECEDED", "#BCDF5D", "#EB7331", "#69C4D8", "#56AC97", "#FDEFEE", "#EF5C0C",
    ].map { OverlayColor(unchecked: $0) }
    /// A new photo's stamp colour.
    public static let white = OverlayColor(unchecked: "#FFFFFF")

    public let hex: String

    /// Parses `#3bcf4e`, `3BCF4E` or a preset's number (1–18).
    public init(argument: String) throws(UserError) {
        let text = argument.trimmingWhitespace
        if let number = Int(text), (1...Self.presets.count).contains(number) {
            self = Self.presets[number - 1]
            return
        }
        let digits = text.hasPrefix("#") ? String(text.dropFirst()) : text
        guard digits.count == 6, digits.allSatisfy(\.isHexDigit) else {
            throw UserError(HabitsMessages.invalidColor(argument), category: .invalidInput)
        }
        self.init(unchecked: "#" + digits.uppercased())
    }

    private init(unchecked hex: String) {
        self.hex = hex
    }

    public var description: String { hex }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        let stored = try container.decode(String.self)
        // What this type wrote (`#RRGGBB`, upper case) is taken as it is: a list decodes thousands.
        let utf8 = stored.utf8
        if utf8.count == 7, utf8.first == UInt8(ascii: "#"),
            utf8.dropFirst().allSatisfy({ (0x30...0x39).contains($0) || (0x41...0x46).contains($0) })
        {
            self.init(unchecked: stored)
            return
        }
        do {
            self = try OverlayColor(argument: stored)
        } catch {
            throw DecodingError.dataCorruptedError(in: container, debugDescription: "not a #RRGGBB colour")
        }
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(hex)
    }
}
