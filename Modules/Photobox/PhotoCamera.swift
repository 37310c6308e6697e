import Foundation

/// The camera a photo was taken with (the full photo's `exif`). Unsplash sends aperture and
/// focal length as strings, some mirrors as numbers; both are read.
public struct PhotoCamera: Sendable, Equatable, Codable {
    public var make: String?
    public var model: String?
    public var exposureTime: String?
    public var aperture: String?
    public var focalLength: String?
    public var iso: Int?

    public init(
        make: String? = nil, model: String? = nil, exposureTime: String? = nil, aperture: String? = nil,
        focalLength: String? = nil, iso: Int? = nil
    ) {
        self.make = make
        self.model = model
        self.exposureTime = exposureTime
        self.aperture = aperture
        self.focalLength = focalLength
        self.iso = iso
    }

    /// Unsplash's names (snake case), which it is read from.
    private enum CodingKeys: String, CodingKey {
        case make, model, aperture, iso
        case exposureTime = "exposure_time"
        case focalLength = "focal_length"
    }

    /// Mosaic's own names, as every other key of its JSON and its records (camel case).
    private enum OwnKeys: String, CodingKey {
        case make, model, aperture, iso, exposureTime, focalLength
    }

    /// Reads Unsplash's `exif` and Mosaic's own (a record written before the names were
    /// made one case too).
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let own = try decoder.container(keyedBy: OwnKeys.self)
        make = Self.text(container, .make)
        model = Self.text(container, .model)
        exposureTime = Self.text(container, .exposureTime) ?? Self.text(own, .exposureTime)
        aperture = Self.text(container, .aperture)
        focalLength = Self.text(container, .focalLength) ?? Self.text(own, .focalLength)
        iso = (try? container.decodeIfPresent(Int.self, forKey: .iso)) ?? Self.text(container, .iso).flatMap { Int($0) }
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: OwnKeys.self)
        try container.encodeIfPresent(make, forKey: .make)
        try container.encodeIfPresent(model, forKey: .model)
        try container.encodeIfPresent(exposureTime, forKey: .exposureTime)
        try container.encodeIfPresent(aperture, forKey: .aperture)
        try container.encodeIfPresent(focalLength, forKey: .focalLength)
        try container.encodeIfPresent(iso, forKey: .iso)
    }

    /// A string field, or a number written as one; blank counts as absent.
    private static func text<Key: CodingKey>(_ container: KeyedDecodingContainer<Key>, _ key: Key) -> String? {
        let value: String? =
            if let string = try? container.decodeIfPresent(String.self, forKey: key) {
                string
            } else if let number = try? container.decodeIfPresent(Double.self, forKey: key) {
                number.rounded() == number ? String(Int(number)) : String(number)
            } else {
                nil
            }
        let trimmed = value?.trimmingCharacters(in: .whitespaces) ?? ""
        return trimmed.isEmpty ? nil : trimmed
    }

    /// True when the API sent no camera field at all (it sends `exif` with every value null).
    public var isEmpty: Bool { summary == nil }

    /// "FUJIFILM X-T4 · 35mm · f/2.8 · 1/125s · ISO 400", leaving out what is unknown.
    public var summary: String? {
        var body: String? = nil
        if let model {
            // Models often repeat the make ("Canon EOS R5").
            if let make, !model.localizedCaseInsensitiveContains(make) {
                body = "\(make) \(model)"
            } else {
                body = model
            }
        } else {
            body = make
        }
        let settings = [
            focalLength.map { "\(Self.trimmingZero($0))mm" },
            aperture.map { "f/\(Self.trimmingZero($0))" },
            exposureTime.map { "\($0)s" },
            iso.map { "ISO \($0)" },
        ].compactMap { $0 }
        let parts = [body].compactMap { $0 } + settings
        return parts.isEmpty ? nil : parts.joined(separator: " · ")
    }

    /// "35.0" → "35", "2.8" stays.
    private static func trimmingZero(_ number: String) -> String {
        number.hasSuffix(".0") ? String(number.dropLast(2)) : number
    }
}
