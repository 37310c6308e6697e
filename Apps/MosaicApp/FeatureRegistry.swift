import AppLibraryCLI
import CommandKit
import HabitsCLI
import MarketCLI
import PerfumeCLI
import PhotoboxCLI

/// Every feature `mosaic` offers, by its command plugin. Adding a feature adds one line here
/// and its pages one line in `mosaic-server`'s `FeaturePages`.
public enum FeatureRegistry {
    /// The features, in the order `mosaic features`, the tour and the web's navigation show them.
    public static let plugins: [any CommandPlugin.Type] = [
        MarketPlugin.self,
        PerfumePlugin.self,
        AppLibraryPlugin.self,
        PhotoboxPlugin.self,
        HabitsPlugin.self,
    ]
}
