import AppLibraryCLI
import CommandKit
import Console
import HabitsCLI
import MarketCLI
import PerfumeCLI
import PhotoboxCLI

/// Every feature plugin `mosaic` offers. Adding a feature adds one line here.
public enum FeatureRegistry {
    public static let plugins: [any CommandPlugin.Type] = [
        MarketPlugin.self,
        PerfumePlugin.self,
        AppLibraryPlugin.self,
        PhotoboxPlugin.self,
        HabitsPlugin.self,
    ]
}
