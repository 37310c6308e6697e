import Console
import Core
import Persistence

extension DeleteConfirmation {
    /// The record `find` reaches; when that record no longer decodes (written by a build
    /// with other rules), it is offered for deletion as it is stored, by its id, so `delete`
    /// works on what cannot be shown. Nil when it was deleted that way or the person said no.
    public func findOrDeleteUnreadable<R: Record>(
        _ type: R.Type, in context: CommandContext,
        find: () async throws -> R
    ) async throws -> R? {
        do {
            return try await find()
        } catch let PersistenceError.undecodable(collection, id, _) where collection == R.collection {
            guard let recordID = R.ID(id) else {
                throw PersistenceError.undecodable(collection: collection, id: id, reason: "")
            }
            guard try allows(CommandMessages.deleteUnreadable, subject: "\(collection) \(id)", in: context.prompter)
            else {
                return nil
            }
            _ = try await context.dependencies.records.write { try $0.delete(R.self, id: recordID) }
            context.io.success(CommandMessages.deletedUnreadable(collection, id))
            return nil
        }
    }
}
