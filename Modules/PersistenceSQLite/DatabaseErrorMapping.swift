import Foundation
import GRDB
import Persistence

/// Translates SQLite failures into `PersistenceError`s a user can act on. Errors that
/// are not SQLite's (a feature's own error thrown inside a transaction) pass unchanged.
enum DatabaseErrorMapping {
    static func map(_ error: any Error, path: String) -> any Error {
        guard let error = error as? DatabaseError else { return error }
        switch error.resultCode {
        case .SQLITE_CORRUPT, .SQLITE_NOTADB:
            return PersistenceError.corruptDatabase(path: path)
        case .SQLITE_READONLY, .SQLITE_PERM, .SQLITE_CANTOPEN, .SQLITE_AUTH:
            return PersistenceError.readOnly(path: path)
        case .SQLITE_FULL:
            return PersistenceError.io(path: path, reason: "the disk is full")
        case .SQLITE_IOERR where DiskSpace.isFull(at: path):
            return PersistenceError.io(path: path, reason: "the disk is full")
        case .SQLITE_BUSY, .SQLITE_LOCKED:
            return PersistenceError.io(path: path, reason: "the database stayed locked by another process")
        default:
            return PersistenceError.io(path: path, reason: error.message ?? "\(error.resultCode)")
        }
    }

    /// Runs `body`, mapping what it throws.
    static func mapping<T>(path: String, _ body: () throws -> T) throws -> T {
        do { return try body() } catch { throw map(error, path: path) }
    }

    static func mapping<T>(path: String, _ body: () async throws -> T) async throws -> T {
        do { return try await body() } catch { throw map(error, path: path) }
    }
}
