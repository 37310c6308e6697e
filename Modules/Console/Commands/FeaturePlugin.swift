import ArgumentParser
import Core
import Persistence

/// A feature as the `mosaic` command line sees it: its subcommand, the record types it
/// stores and its part of `mosaic tour`. The composition root lists the plugins in one place.
public protocol FeaturePlugin: SendableMetatype {
    /// The subcommand name (`perfume`).
    static var name: String { get }
    /// One line for `mosaic features`.
    static var summary: Message { get }
    /// The feature's command tree.
    static var command: any ParsableCommand.Type { get }
    /// Every record type the feature stores, so the store creates their tables.
    static var recordTypes: [any Record.Type] { get }
    /// The feature's demo scenario for `mosaic tour`.
    static func tour(_ tour: TourContext) async throws
}
