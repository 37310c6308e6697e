import Core
import Market
import Persistence
import WebKit

public enum MarketWebPlugin: WebPlugin {
    public static let name = MarketFeature.name
    public static let title = MarketFeature.title
    public static let summary = MarketFeature.summary
    public static let recordTypes = MarketFeature.recordTypes

    public static func register(_ routes: inout WebRoutes) {
    }
}
