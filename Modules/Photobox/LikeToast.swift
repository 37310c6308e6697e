import Core

/// The toast after a heart tap: green on success, red with the reason on failure.
public struct LikeToast: Sendable, Equatable {
    public let message: Message
    public let isFailure: Bool

    public init(message: Message, isFailure: Bool) {
        self.message = message
        self.isFailure = isFailure
    }

    /// Taps the heart of photo `id` and says how it went.
    static func tap(_ id: PhotoID, likes: PhotoLikes, client: UnsplashClient) async -> LikeToast {
        do {
            let liked = try await likes.toggle(id: id, using: client)
            return LikeToast(
                message: liked ? PhotoboxMessages.likeSucceeded : PhotoboxMessages.unlikeSucceeded, isFailure: false)
        } catch {
            return LikeToast(message: UserError.from(error).message, isFailure: true)
        }
    }
}
