import Core
import Persistence

/// A feature as every front sees it: its name, one line about it and the record types it
/// stores. Each front refines it with what it adds (the command line its commands and
/// tour); the composition root lists the plugins in one place.
public protocol FeaturePlugin: SendableMetatype {
    /// The feature's name in commands and addresses (`perfume`).
    static var name: String { get }
    /// One line for `mosaic features`.
    static var summary: Message { get }
    /// Every record type the feature stores, so the store creates their tables.
    static var recordTypes: [any Record.Type] { get }
}
