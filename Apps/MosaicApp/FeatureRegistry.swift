import AppLibraryCLI
import CommandKit
import Console
import HabitsCLI
import MarketplaceCLI
import PerfumeCLI
import PhotoboxCLI

/// Every feature plugin `mosaic` offers. Adding a feature adds one line here.
public enum FeatureRegistry {
    public static let plugins: [any CommandPlugin.Type] = [
        MarketplacePlugin.self,
        PerfumePlugin.self,
        AppLibraryPlugin.self,
        PhotoboxPlugin.self,
        HabitsPlugin.self,
    ]
}
