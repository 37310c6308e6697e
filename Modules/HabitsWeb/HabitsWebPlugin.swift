import Core
import Habits
import Persistence
import WebKit

public enum HabitsWebPlugin: WebPlugin {
    public static let name = HabitsFeature.name
    public static let title = HabitsFeature.title
    public static let summary = HabitsFeature.summary
    public static let recordTypes = HabitsFeature.recordTypes

    public static func register(_ routes: inout WebRoutes) {
    }
}
