import Core
import FeatureContract
import Foundation
import Hummingbird
import PageKit
import Persistence
import SiteServer
import Testing
import WebTestSupport

/// The server answers a bounded number of requests at once (#44): a 10,000-entry journal's
/// page held ~160 MB while it was drawn, and eight clients at once took 1.4 GB.
@Suite("Site server: requests answered at once")
struct AnsweringBoundTests {
    @Test("twelve requests at once are answered at most four at a time, every one of them")
    func boundedAnswers() async throws {
        let harness = try WebSiteHarness(plugins: [BusyPlugin.self])
        try await harness.run { client in
            try await withThrowingTaskGroup(of: HTTPResponse.Status.self) { group in
                for index in 0..<12 {
                    group.addTask {
                        try await client.execute(uri: "/busy/\(index)", method: .get) { $0.status }
                    }
                }
                for try await status in group { #expect(status == .ok) }
            }
        }
        let (most, answered) = (await BusyPlugin.counter.most, await BusyPlugin.counter.finished)
        #expect(most <= 4 && answered == 12)
    }
}

/// A page that takes a few turns to draw, counting how many are drawn at once.
private enum BusyPlugin: WebPlugin {
    enum Busy: Feature {
        static let name = "busy"
        static let title = Message(en: "Busy", ko: "바쁨")
        static let summary = Message(en: "Takes its time", ko: "천천히")
        static let recordTypes: [any Record.Type] = []
    }

    static let feature: any Feature.Type = Busy.self
    static let counter = RunningCounter()

    static func register(_ routes: inout WebRoutes, _ dependencies: FeatureDependencies) {
        routes.get(RecordPath<String>("/busy/:id")) { request in
            await counter.enter()
            for _ in 0..<20 { await Task.yield() }
            await counter.leave()
            return .page(title: "busy", body: "<p>\(request.recordID)</p>")
        }
    }
}
