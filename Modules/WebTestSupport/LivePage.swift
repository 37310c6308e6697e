import Core
import Foundation
import PageKit
import SiteServer

/// A live page opened in process, driven as its script would drive it: post the page's
/// events to its session and read what the session re-renders.
public struct LivePage: Sendable {
    /// The page as the browser got it.
    public let markup: String
    /// The page's live screen.
    public let session: LiveSession
    let harness: WebSiteHarness

    /// The events the markup sends (`data-live`, `data-tap`, `data-submit`, `data-visible`).
    public var markupEvents: Set<String> {
        Set(markup.matches(of: /data-(?:live|tap|submit|visible)="([^"]+)"/).map { String($0.1) })
    }

    /// The ids of the page's elements.
    public var markupIDs: Set<String> {
        Set(markup.matches(of: /\sid="([^"]+)"/).map { String($0.1) })
    }

    /// What is miswired: an event of the markup that the session does not listen for (the
    /// page's posts to it would go nowhere), or an element the session re-renders that the
    /// page does not have. Empty when the page and its session agree.
    public var wiringProblems: [String] {
        let listened = Set(session.listenedEvents.map(\.name))
        let deaf = markupEvents.subtracting(listened).sorted().map {
            "the page sends '\($0)', which its session does not listen for"
        }
        let missing = Set(session.renderedTargets.map(\.id)).subtracting(markupIDs).sorted()
            .map { "the session re-renders '#\($0)', which the page does not have" }
        return deaf + missing
    }

    /// Posts `value` for `event` as the page's script does; the answer's status (204 when
    /// the session took it, 404 when it has no such event).
    @discardableResult
    public func send(_ event: String, _ value: String = "") async throws -> WebPage {
        try await harness.post("/live/\(session.id)/\(event)", ["value": value])
    }

    /// Posts every event of the markup once (with its `data-value` where the markup has
    /// one, else `value`); the events the session refused.
    public func sendEveryEvent(_ value: String = "") async throws -> [String] {
        var refused: [String] = []
        for event in markupEvents.sorted() {
            let tapped = markup.firstMatch(of: try Regex("data-tap=\"\(event)\" data-value=\"([^\"]*)\""))
            let sent = tapped.flatMap { $0.output[1].substring.map(String.init) } ?? value
            if try await send(event, sent).status != .noContent { refused.append(event) }
        }
        return refused
    }

    /// The next fragment the session renders into the element `id` that satisfies
    /// `matching`, as a connected page would get it (the latest one first); nil if the
    /// session closes first, or after `deadline` (which turns a hang into a failure: it
    /// paces nothing).
    public func fragment(
        _ id: String, deadline: Duration = .seconds(60),
        where matching: @escaping @Sendable (String) -> Bool = { _ in true }
    ) async -> String? {
        await firstUpdate(deadline: deadline) { update in
            guard case .html(let target, let html) = update, target.id == id, matching(html.markup) else { return nil }
            return html.markup
        }
    }

    /// Where the session next sends the page (after a save, say); nil as for `fragment`.
    public func navigation(deadline: Duration = .seconds(60)) async -> String? {
        await firstUpdate(deadline: deadline) { update in
            guard case .navigate(let path) = update else { return nil }
            return path
        }
    }

    private func firstUpdate(
        deadline: Duration, _ pick: @escaping @Sendable (LiveUpdate) -> String?
    ) async -> String? {
        let updates = session.updates()
        return await withTaskGroup(of: String?.self) { group in
            group.addTask {
                for await update in updates {
                    if let picked = pick(update) { return picked }
                }
                return nil
            }
            group.addTask {
                try? await Task.sleep(for: deadline)
                return nil
            }
            let first = await group.next() ?? nil
            group.cancelAll()
            return first
        }
    }
}

extension WebSiteHarness {
    /// Opens the live page at `path`; fails when the page has no live screen.
    public func live(_ path: String) async throws -> LivePage {
        let page = try await get(path)
        guard let id = page.text.firstMatch(of: /data-session="([0-9a-f-]+)"/)?.1,
            let session = site.sessions.session(String(id))
        else {
            throw WebPageFailure("\(path) has no live screen: \(page.status)")
        }
        return LivePage(markup: page.text, session: session, harness: self)
    }
}

extension WebSiteHarness {
    /// Opens each of `paths` and sends every event its markup names: what is miswired
    /// (`LivePage.wiringProblems`) and which events a session refused, each with its page.
    /// Empty when every page and its session agree.
    public func liveWiringProblems(_ paths: [String]) async throws -> [String] {
        var problems: [String] = []
        for path in paths {
            let page = try await live(path)
            problems += page.wiringProblems.map { "\(path): \($0)" }
            problems += try await page.sendEveryEvent().map { "\(path): the session refused '\($0)'" }
        }
        return problems
    }
}

/// A page that is not what a test expected.
public struct WebPageFailure: Error, CustomStringConvertible {
    public let description: String

    public init(_ description: String) {
        self.description = description
    }
}
