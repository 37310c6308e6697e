import Core
import Photobox
import Persistence
import WebKit

/// Photobox in the browser. Its pages are not written yet (issue #15), so the composition
/// root does not offer it; the target exists because every feature has a web front.
public enum PhotoboxWebPlugin: WebPlugin {
    public static let name = PhotoboxFeature.name
    public static let title = PhotoboxFeature.title
    public static let summary = PhotoboxFeature.summary
    public static let recordTypes = PhotoboxFeature.recordTypes

    public static func register(_ routes: inout WebRoutes) {}
}
