import Core
import Photobox
import Persistence
import WebKit

public enum PhotoboxWebPlugin: WebPlugin {
    public static let name = PhotoboxFeature.name
    public static let title = PhotoboxFeature.title
    public static let summary = PhotoboxFeature.summary
    public static let recordTypes = PhotoboxFeature.recordTypes

    public static func register(_ routes: inout WebRoutes) {
    }
}
