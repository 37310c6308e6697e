import Foundation
import Persistence

/// A review written here, kept per app whether or not the app is in the library.
public struct AppReview: Record, Equatable {
    public static let collection = "applibrary_reviews"
    public static let indexedFields = [Fields.appID, Fields.createdAt]
    /// Reviews are read by the household, as its app library is.
    public static let defaultAudience = Audience.household

    public let id: RecordID<AppReview>
    /// The App Store id of the app reviewed.
    public let appID: AppID
    public var title: String
    /// 0.5 to 5.0 in halves.
    public var rating: Double
    public var content: String
    public let createdAt: Date

    public init(id: RecordID<AppReview>, appID: AppID, title: String, rating: Double, content: String, createdAt: Date)
    {
        self.id = id
        self.appID = appID
        self.title = title
        self.rating = rating
        self.content = content
        self.createdAt = createdAt
    }
}

extension AppReview {
    /// The fields its queries name, from its coding keys.
    enum Fields {
        static let appID = RecordField<AppReview>(CodingKeys.appID)
        static let createdAt = RecordField<AppReview>(CodingKeys.createdAt)
    }
}
