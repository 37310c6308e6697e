import Core
import Foundation
import Persistence
import Testing
import WebTestSupport

@testable import PageKit
@testable import SiteServer

@Suite("Site server: pages hear when the database stops answering and when it is back")
struct StorageWatchTests {
    @Test("a failing store is announced once as lost, then once as back; open pages get both")
    func announces() async throws {
        let harness = try WebSiteHarness(plugins: [EchoPlugin.self])
        let store = StallingSettings(try harness.household.settings)
        // A deadline, not a pace: the stalled store fails at once; an answering one may be slow here.
        let watch = StorageWatch(patience: .seconds(600))
        #expect(await watch.check { store } == nil, "answering, as assumed")
        store.stalled.withLock { $0 = true }
        #expect(await watch.check { store } == .storage(reachable: false))
        #expect(await watch.check { store } == nil, "told once")
        store.stalled.withLock { $0 = false }
        #expect(await watch.check { store } == .storage(reachable: true))

        let sessions = LiveSessions()
        let page = sessions.open(language: .english)
        sessions.announce(.storage(reachable: false))
        var updates = page.updates().makeAsyncIterator()
        #expect(await updates.next() == .storage(reachable: false))
        #expect(LiveUpdate.storage(reachable: false).event == "data: {\"storage\":\"lost\"}\n\n")
    }
}
