import AppLibraryCLI
import AppLibraryWeb
import CommandKit
import HabitsCLI
import HabitsWeb
import MarketCLI
import MarketWeb
import PerfumeCLI
import PerfumeWeb
import PhotoboxCLI
import PhotoboxWeb
import WebKit

/// Every feature `mosaic` offers, each with its two fronts. Adding a feature adds one line here.
public enum FeatureRegistry {
    /// One feature's fronts: its commands and its pages, both fronts of the same `Feature`.
    public struct Entry: Sendable {
        /// The feature's command tree and tour.
        public let commands: any CommandPlugin.Type
        /// The feature's pages under `mosaic serve`.
        public let pages: any WebPlugin.Type
    }

    /// The features, in the order `mosaic features`, the tour and the web's navigation show them.
    public static let features: [Entry] = [
        Entry(commands: MarketPlugin.self, pages: MarketWebPlugin.self),
        Entry(commands: PerfumePlugin.self, pages: PerfumeWebPlugin.self),
        Entry(commands: AppLibraryPlugin.self, pages: AppLibraryWebPlugin.self),
        Entry(commands: PhotoboxPlugin.self, pages: PhotoboxWebPlugin.self),
        Entry(commands: HabitsPlugin.self, pages: HabitsWebPlugin.self),
    ]

    /// Every feature's command plugin.
    public static var plugins: [any CommandPlugin.Type] { features.map { $0.commands } }

    /// Every feature's pages.
    public static var webPlugins: [any WebPlugin.Type] { features.map { $0.pages } }
}
