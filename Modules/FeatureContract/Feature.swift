import Core
import Persistence

/// A feature, declared once in its own module: its name, title, one line about it and the
/// record types it stores. Every front (the command line, the web) and the composition root
/// read these from the one declaration; its services are declared beside it, on
/// `FeatureContext`.
public protocol Feature: SendableMetatype {
    /// The feature's name in commands and addresses (`perfume`).
    static var name: String { get }
    /// The title on the web app's home page and navigation.
    static var title: Message { get }
    /// One line for `mosaic features` and the home page.
    static var summary: Message { get }
    /// Every record type the feature stores, so the store creates their tables.
    static var recordTypes: [any Record.Type] { get }
}
