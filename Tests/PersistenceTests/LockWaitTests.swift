import Foundation
import Persistence
import Synchronization
import TestSupport
import Testing

@testable import PersistenceSQLite

@Suite("Waiting for another process's lock")
struct LockWaitTests {
    /// A clock and a database file the test moves by hand.
    final class World: Sendable {
        let time = Mutex(ContinuousClock.now)
        let commits = Mutex(0)

        func advance(_ duration: Duration) { time.withLock { $0 += duration } }
        func commit() { commits.withLock { $0 += 1 } }

        func lockWait(patience: Duration) -> LockWait {
            LockWait(
                patience: patience,
                stamp: { [self] in LockWait.Stamp(log: [Int64(commits.withLock { $0 })], file: []) },
                now: { [self] in time.withLock { $0 } }, pause: { _ in })
        }
    }

    @Test("a writer keeps waiting while other processes commit, however long they take")
    func waitsWhileOthersCommit() {
        let world = World()
        let wait = world.lockWait(patience: .seconds(15))
        #expect(wait.shouldRetry(numberOfTries: 0))
        for tries in 1...600 {
            world.advance(.milliseconds(100))
            if tries.isMultiple(of: 20) { world.commit() }
            #expect(wait.shouldRetry(numberOfTries: tries), "after \(tries / 10) s")
        }
    }

    @Test("a lock held with nothing committed ends the wait after the patience, counted from the last commit")
    func givesUpOnAStuckHolder() {
        let world = World()
        let wait = world.lockWait(patience: .seconds(15))
        #expect(wait.shouldRetry(numberOfTries: 0))
        world.advance(.seconds(10))
        world.commit()
        #expect(wait.shouldRetry(numberOfTries: 1))
        world.advance(.seconds(14))
        #expect(wait.shouldRetry(numberOfTries: 2))
        world.advance(.seconds(2))
        #expect(!wait.shouldRetry(numberOfTries: 3))
    }
}

@Suite("What a commit changes in the database's files")
struct LockWaitStampTests {
    @Test("every commit changes what a waiting process sees of the file")
    func commitsChangeTheStamp() async throws {
        let folder = TemporaryDirectory()
        let storage = try SQLiteStorage.open(directory: folder.url, recordTypes: [Note.self], access: .singleConnection)
        let path = folder.appending("mosaic.sqlite").path
        var seen = [LockWait.stamp(of: path)]
        for n in 1...3 {
            try await storage.records.save(Note(id: "n\(n)", title: "Note \(n)"))
            seen.append(LockWait.stamp(of: path))
        }
        #expect(Set(seen.map { "\($0)" }).count == 4)
    }
}
