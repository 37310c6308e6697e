import Core

/// The "리뷰 작성하기" form: stars, title and content.
public struct ReviewForm: Sendable, Equatable {
    /// Stars, 0 when none is tapped yet.
    public var rating: Double
    public var title: String
    public var content: String

    public init(rating: Double = 0, title: String = "", content: String = "") {
        self.rating = rating
        self.title = title
        self.content = content
    }

    /// Every problem, in screen order: the stars (0.5–5.0 in halves; 5.0 is allowed,
    /// seed bug 4), then the title and the content after trimming.
    public var problems: [Message] { Self.validator.failures(of: self) }

    /// Whether "보내기" is enabled.
    public var isValid: Bool { Self.validator.isValid(self) }

    /// Whether `rating` is a star value the form accepts.
    public static func isValidRating(_ rating: Double) -> Bool {
        rating >= 0.5 && rating <= 5.0 && (rating * 2).rounded() == rating * 2
    }

    private static let validator = Validator<ReviewForm>([
        ValidationRule(AppLibraryMessages.reviewRatingInvalid) { isValidRating($0.rating) },
        .required(\.title, AppLibraryMessages.reviewTitleMissing),
        .required(\.content, AppLibraryMessages.reviewContentMissing),
    ])
}
