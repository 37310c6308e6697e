import CommandKit
import CommandRuntime

/// The app `mosaic` is: the features' commands (`FeatureRegistry`) and the app's own, run by
/// the command runtime. Both executables start here.
public enum MosaicCommandLine {
    /// What `mosaic` offers, in the order its help lists it.
    public static let tree = CommandTree(
        plugins: FeatureRegistry.plugins,
        commands: [
            FeaturesCommand.self, DoctorCommand.self, BackupCommand.self, RestoreCommand.self, StorageCommand.self,
            TourCommand.self, ServeCommand.self, MembersCommand.self, MemberExportCommand.self,
            MemberImportCommand.self,
        ],
        needsServer: needsServer)

    /// Runs this process's command line with `server`'s parts (`mosaic-server`'s) or none
    /// (`mosaic`'s), and exits.
    public static func run(server: ServerParts?) -> Never {
        MosaicProcess.run(tree: tree, server: server)
    }

    /// Whether one of the app's commands needs `mosaic-server`: the web server and its
    /// passwords (bcrypt is the site server's), or a copy to PostgreSQL. Casts to the app's own command types: comparisons
    /// of types, not conformance searches.
    @Sendable private static func needsServer(_ command: any MosaicCommand) -> Bool {
        if command is ServeCommand || command is ServePasswordSetCommand || command is ServePasswordRemoveCommand
            || command is MembersAddCommand || command is MembersPasswordCommand || command is MembersInviteCommand
        {
            return true
        }
        if let copy = command as? StorageCopyCommand, copy.copiesToPostgres { return true }
        return false
    }
}
