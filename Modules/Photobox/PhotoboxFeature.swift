import Core
import Persistence

/// What every front says about the feature: its name in commands and addresses, its
/// title, one line about it, and the record types it stores.
public enum PhotoboxFeature {
    /// The name in commands and addresses (`mosaic photos`, `/photos`).
    public static let name = "photos"
    /// The title on the web app's home page and navigation.
    public static let title = Message(en: "Photobox", ko: "포토박스")
    /// One line for `mosaic features` and the home page.
    public static let summary = Message(
            en: "Photobox: Unsplash topics, random photos and search; likes kept offline; a profile",
            ko: "포토박스: Unsplash 토픽, 랜덤 사진, 검색, 오프라인 좋아요, 프로필"
    )
    /// Every record type the feature stores.
    public static let recordTypes: [any Record.Type] = [LikedPhoto.self]
}
