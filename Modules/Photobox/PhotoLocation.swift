import Foundation

/// Where a photo was taken (the full photo's `location`); every value may be null.
public struct PhotoLocation: Sendable, Equatable, Codable {
    public var name: String?
    public var city: String?
    public var country: String?
    public var latitude: Double?
    public var longitude: Double?

    public init(
        name: String? = nil, city: String? = nil, country: String? = nil, latitude: Double? = nil,
        longitude: Double? = nil
    ) {
        self.name = name
        self.city = city
        self.country = country
        self.latitude = latitude
        self.longitude = longitude
    }

    private enum Keys: String, CodingKey {
        case name, city, country, position
    }

    private enum PositionKeys: String, CodingKey {
        case latitude, longitude
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: Keys.self)
        name = try? container.decodeIfPresent(String.self, forKey: .name)
        city = try? container.decodeIfPresent(String.self, forKey: .city)
        country = try? container.decodeIfPresent(String.self, forKey: .country)
        let position = try? container.nestedContainer(keyedBy: PositionKeys.self, forKey: .position)
        latitude = try? position?.decodeIfPresent(Double.self, forKey: .latitude)
        longitude = try? position?.decodeIfPresent(Double.self, forKey: .longitude)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: Keys.self)
        try container.encodeIfPresent(name, forKey: .name)
        try container.encodeIfPresent(city, forKey: .city)
        try container.encodeIfPresent(country, forKey: .country)
        // Kept in the API's shape, so a liked record reads back through the same decoder.
        var position = container.nestedContainer(keyedBy: PositionKeys.self, forKey: .position)
        try position.encodeIfPresent(latitude, forKey: .latitude)
        try position.encodeIfPresent(longitude, forKey: .longitude)
    }

    /// "Seoul, South Korea": the name, else the city and country; nil when none is known.
    public var summary: String? {
        if let name = name?.trimmingCharacters(in: .whitespaces), !name.isEmpty { return name }
        let parts = [city, country].compactMap { $0?.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
        return parts.isEmpty ? nil : parts.joined(separator: ", ")
    }
}
