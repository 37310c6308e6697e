import Foundation

/// The attribution the Unsplash API guidelines ask for: "Photo by NAME on Unsplash", the
/// name linking to the photographer and "Unsplash" to Unsplash, both with referral tags.
public struct PhotoCredit: Sendable, Equatable, Codable {
    static let referral = "utm_source=mosaic&utm_medium=referral"

    /// "Photo by Hana Kim on Unsplash".
    public let text: String
    /// The photographer's name as credited ("Hana Kim"; the username when there is no name).
    public let name: String
    /// The photographer's page, with the referral tags.
    public let photographerURL: String
    /// Unsplash's home page, with the referral tags.
    public let unsplashURL: String

    public init(owner: PhotoOwner) {
        name = owner.name.isEmpty ? owner.username : owner.name
        text = "Photo by \(name) on Unsplash"
        let username =
            owner.username.addingPercentEncoding(withAllowedCharacters: .urlPathAllowed.subtracting(["/", "?", "#"]))
            ?? ""
        photographerURL = "https://unsplash.com/@\(username)?\(Self.referral)"
        unsplashURL = "https://unsplash.com/?\(Self.referral)"
    }
}
