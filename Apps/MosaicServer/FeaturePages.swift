import AppLibraryWeb
import HabitsWeb
import MarketWeb
import PageKit
import PerfumeWeb
import PhotoboxWeb
import SiteServer

/// Every feature's pages under `mosaic serve`, in `FeatureRegistry`'s order (a test holds
/// them to it). Adding a feature adds one line here.
public enum FeaturePages {
    /// Each feature's web plugin.
    public static let plugins: [any WebPlugin.Type] = [
        MarketWebPlugin.self,
        PerfumeWebPlugin.self,
        AppLibraryWebPlugin.self,
        PhotoboxWebPlugin.self,
        HabitsWebPlugin.self,
    ]
}
