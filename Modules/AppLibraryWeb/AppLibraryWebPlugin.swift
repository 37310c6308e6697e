import Core
import AppLibrary
import Persistence
import WebKit

public enum AppLibraryWebPlugin: WebPlugin {
    public static let name = AppLibraryFeature.name
    public static let title = AppLibraryFeature.title
    public static let summary = AppLibraryFeature.summary
    public static let recordTypes = AppLibraryFeature.recordTypes

    public static func register(_ routes: inout WebRoutes) {
    }
}
