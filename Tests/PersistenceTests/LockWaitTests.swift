import Foundation
import Persistence
import Synchronization
import TestSupport
import Testing

@testable import PersistenceSQLite

@Suite("Waiting for another process's lock")
struct LockWaitTests {
    /// A database file the test commits to by hand, and the waiter's pauses, added up.
    final class World: Sendable {
        let commits = Mutex(0)
        let paused = Mutex(Duration.zero)

        func commit() { commits.withLock { $0 += 1 } }

        func lockWait(patience: Duration) -> LockWait {
            LockWait(
                patience: patience,
                stamp: { [self] in LockWait.Stamp(log: [Int64(commits.withLock { $0 })], file: []) },
                pause: { [self] interval in paused.withLock { $0 += interval } })
        }
    }

    @Test("a writer keeps waiting while other processes commit, however long they take")
    func waitsWhileOthersCommit() {
        let world = World()
        let wait = world.lockWait(patience: .seconds(15))
        // 3,000 polls, 30 s of pauses, a commit every 10 s.
        for tries in 0..<3_000 {
            if tries > 0, tries.isMultiple(of: 1_000) { world.commit() }
            #expect(wait.shouldRetry(numberOfTries: tries), "after \(world.paused.withLock { $0 })")
        }
        #expect(world.paused.withLock { $0 } > .seconds(29))
    }

    @Test(
        "a lock held with nothing committed ends the wait after 15 s of the waiter's own pauses since the last commit, however long the machine stood still between them"
    )
    func givesUpOnAStuckHolder() {
        let world = World()
        let wait = world.lockWait(patience: .seconds(15))
        var tries = 0
        while wait.shouldRetry(numberOfTries: tries) {
            tries += 1
            if tries == 500 { world.commit() }
        }
        // 500 polls before the commit (4.9 s of pauses), then 15 s of them after it.
        let paused = world.paused.withLock { $0 }
        #expect(paused >= .seconds(19.9) && paused < .seconds(20), "\(paused)")
        // The clock is never read: a machine paused between two polls (a virtual machine's
        // host busy) cannot end the wait before the others had a turn to commit.
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
