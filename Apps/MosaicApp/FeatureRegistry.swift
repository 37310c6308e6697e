import AppLibraryCLI
import AppLibraryWeb
import CommandKit
import Console
import HabitsCLI
import HabitsWeb
import MarketCLI
import MarketWeb
import PerfumeCLI
import PerfumeWeb
import PhotoboxCLI
import PhotoboxWeb
import WebKit

/// Every feature plugin `mosaic` offers. Adding a feature adds one line here.
public enum FeatureRegistry {
    public static let plugins: [any CommandPlugin.Type] = [
        MarketPlugin.self,
        PerfumePlugin.self,
        AppLibraryPlugin.self,
        PhotoboxPlugin.self,
        HabitsPlugin.self,
    ]

    /// Every feature's pages `mosaic serve` offers, in the same order.
    public static let webPlugins: [any WebPlugin.Type] = [
        MarketWebPlugin.self,
        PerfumeWebPlugin.self,
        AppLibraryWebPlugin.self,
        PhotoboxWebPlugin.self,
        HabitsWebPlugin.self,
    ]
}
