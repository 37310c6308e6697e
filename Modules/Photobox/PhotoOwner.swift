import Core
import Foundation

/// The photographer of a photo (the API's embedded `user`).
public struct PhotoOwner: Sendable, Equatable, Codable {
    /// The Unsplash username, for the attribution link.
    public var username: String
    /// The display name ("Hana Kim"); the username when the API sends none.
    public var name: String
    /// The small avatar (`profile_image.small`).
    public var avatarURL: String?

    public init(username: String = "", name: String = "", avatarURL: String? = nil) {
        self.username = username
        self.name = name
        self.avatarURL = avatarURL
    }

    private enum Keys: String, CodingKey {
        case username, name, avatarURL
        /// The API's, and what likes kept before #60 stored.
        case profileImage = "profile_image"
    }

    private enum ImageKeys: String, CodingKey {
        case small
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: Keys.self)
        username = try container.decodeIfPresent(String.self, forKey: .username) ?? ""
        name = try container.decodeIfPresent(String.self, forKey: .name) ?? username
        let images = try? container.nestedContainer(keyedBy: ImageKeys.self, forKey: .profileImage)
        avatarURL = WebLink.checked(
            try container.decodeIfPresent(String.self, forKey: .avatarURL)
                ?? images?.decodeIfPresent(String.self, forKey: .small))
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: Keys.self)
        try container.encode(username, forKey: .username)
        try container.encode(name, forKey: .name)
        // Written as the rest of Mosaic's JSON is, in camel case; read either way.
        try container.encodeIfPresent(avatarURL, forKey: .avatarURL)
    }
}
