import Core
import Habits
import Persistence
import WebKit

/// Habits in the browser. Its pages are not written yet (issue #15), so the composition
/// root does not offer it; the target exists because every feature has a web front.
public enum HabitsWebPlugin: WebPlugin {
    public static let name = HabitsFeature.name
    public static let title = HabitsFeature.title
    public static let summary = HabitsFeature.summary
    public static let recordTypes = HabitsFeature.recordTypes

    public static func register(_ routes: inout WebRoutes) {}
}
