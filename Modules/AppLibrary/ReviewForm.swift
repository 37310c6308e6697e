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

    /// The form's fields, in screen order.
    public enum Field: Sendable, CaseIterable {
        case rating, title, content
    }

    /// Every problem, in screen order: the stars (0.5–5.0 in halves; 5.0 is allowed,
    /// seed bug 4), then the title and the content after trimming.
    public var problems: [Message] { Field.allCases.compactMap(problem) }

    /// Whether "보내기" is enabled.
    public var isValid: Bool { problems.isEmpty }

    /// What is wrong with `field`, if anything.
    public func problem(_ field: Field) -> Message? {
        switch field {
        case .rating: Self.isValidRating(rating) ? nil : AppLibraryMessages.reviewRatingInvalid
        case .title: title.trimmingWhitespace.isEmpty ? AppLibraryMessages.reviewTitleMissing : nil
        case .content: content.trimmingWhitespace.isEmpty ? AppLibraryMessages.reviewContentMissing : nil
        }
    }

    /// Whether `rating` is a star value the form accepts.
    public static func isValidRating(_ rating: Double) -> Bool {
        rating >= 0.5 && rating <= 5.0 && (rating * 2).rounded() == rating * 2
    }
}
