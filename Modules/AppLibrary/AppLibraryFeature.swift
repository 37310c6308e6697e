import Core
import Persistence

/// What every front says about the feature: its name in commands and addresses, its
/// title, one line about it, and the record types it stores.
public enum AppLibraryFeature {
    /// The name in commands and addresses (`mosaic apps`, `/apps`).
    public static let name = "apps"
    /// The title on the web app's home page and navigation.
    public static let title = Message(en: "Apps", ko: "앱 보관함")
    /// One line for `mosaic features` and the home page.
    public static let summary = Message(
            en: "AppLibrary: search the App Store (iTunes), keep a library by genre, write reviews",
            ko: "앱 보관함: 앱 스토어(iTunes) 검색, 장르별 보관함, 리뷰 작성"
    )
    /// Every record type the feature stores.
    public static let recordTypes: [any Record.Type] = [LibraryApp.self, AppReview.self]
}
