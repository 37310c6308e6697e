import CommandKit

// Each feature is compiled in when the package holds it: all of them, or those a gated
// build names (`MOSAIC_FEATURES=Market`, Package.swift's "The gate").
#if MOSAIC_FEATURE_AppLibrary
    import AppLibraryCLI
#endif
#if MOSAIC_FEATURE_Habits
    import HabitsCLI
#endif
#if MOSAIC_FEATURE_Market
    import MarketCLI
#endif
#if MOSAIC_FEATURE_Perfume
    import PerfumeCLI
#endif
#if MOSAIC_FEATURE_Photobox
    import PhotoboxCLI
#endif

/// Every feature `mosaic` offers, by its command plugin. Adding a feature adds one entry here
/// and its pages one line in `mosaic-server`'s `FeaturePages`.
public enum FeatureRegistry {
    /// The features, in the order `mosaic features`, the tour and the web's navigation show them.
    public static let plugins: [any CommandPlugin.Type] = {
        var plugins: [any CommandPlugin.Type] = []
        #if MOSAIC_FEATURE_Market
            plugins.append(MarketPlugin.self)
        #endif
        #if MOSAIC_FEATURE_Perfume
            plugins.append(PerfumePlugin.self)
        #endif
        #if MOSAIC_FEATURE_AppLibrary
            plugins.append(AppLibraryPlugin.self)
        #endif
        #if MOSAIC_FEATURE_Photobox
            plugins.append(PhotoboxPlugin.self)
        #endif
        #if MOSAIC_FEATURE_Habits
            plugins.append(HabitsPlugin.self)
        #endif
        // new-feature: next
        return plugins
    }()
}
