import Core
import FeatureContract
import Foundation
import Persistence
import Synchronization

/// One open page's live screen: it holds the page's view-model, turns the browser's
/// events (typing, taps, scrolling to the end, a file picked) into the view-model's Input
/// and pushes each Output as a re-rendered fragment. Closing it (the page went away)
/// finishes the inputs and cancels every task the view-model and its renderings started.
public final class LiveSession: Sendable {
    /// The id the page's script sends its events to.
    public let id: String
    /// The page's language.
    public let language: Language
    /// The sign-in the page was opened under (nil where none is needed): signing out closes it.
    package let signIn: String?

    /// What the page sends for an event: a field's text, or a picked file.
    package enum Event: Sendable {
        case text(String)
        case upload(WebUpload)
    }

    private struct State {
        var listeners: [String: [AsyncStream<Event>.Continuation]] = [:]
        var targets: Set<LiveTarget> = []
        var closed = false
    }

    let scope = ScreenScope()
    /// Who sees what this screen saves, as its audience field last said (`AudienceField`).
    let audienceChoice = AudienceChoice()
    private let state = Mutex(State())
    /// What the screen pushed, for the page connected now and one that comes back.
    package let outbox = LiveOutbox()
    let opened: ContinuousClock.Instant = .now
    private let firstRender: Duration

    init(id: String, language: Language, signIn: String? = nil, firstRender: Duration = WebLimits.firstRender) {
        self.id = id
        self.language = language
        self.signIn = signIn
        self.firstRender = firstRender
    }

    /// The values the page sends for `event` (each keystroke's text, a tapped item's id).
    public func events(_ event: LiveEvent) -> AsyncStream<String> {
        listen(event.name).compactMapStream { if case .text(let text) = $0 { text } else { nil } }
    }

    /// The values the page sends for `event`, after `initial` when there is one: the value
    /// the page's URL carried (`?q=santal`), so a reload, Back or a shared link shows the
    /// same results.
    public func events(_ event: LiveEvent, startingWith initial: String?) -> AsyncStream<String> {
        let later = events(event)
        guard let initial, !initial.isEmpty else { return later }
        return later.startWith(initial).asStream()
    }

    /// The files the page uploads for `event` (a photo picked).
    public func uploads(_ event: LiveEvent) -> AsyncStream<WebUpload> {
        listen(event.name).compactMapStream { if case .upload(let upload) = $0 { upload } else { nil } }
    }

    /// The page's taps of `event`.
    public func taps(_ event: LiveEvent) -> AsyncStream<Void> {
        events(event).mapStream { _ in () }
    }

    /// Connects `viewModel` to `input`; its tasks live as long as this session.
    public func transform<Model: ViewModel>(_ viewModel: Model, _ input: Model.Input) -> Model.Output {
        run { viewModel.transform(input) }
    }

    /// Runs `body` in the screen's scope, its tasks carrying the screen's audience choice.
    @discardableResult
    func run<T>(_ body: () -> T) -> T {
        AudienceChoice.$current.withValue(audienceChoice) { scope.run(body) }
    }

    /// Listens to the page's audience field (`AudienceField`): what the screen saves from
    /// now on is for the audience last picked. The pick is taken as it arrives (`receive`),
    /// before any later event of the page is handed on, so a save right after it sees it. On
    /// an edit form (`editing`) it applies to the record at once, as a ♥ does: an edit of
    /// nothing else saves nothing.
    func listensForAudience(editing: (collection: String, id: String, dependencies: FeatureDependencies)?) {
        let values = events(AudienceField.event)
        guard let editing else {
            forEach(values) { _ in }
            return
        }
        run {
            Task.onScreen {
                for await value in values {
                    guard let audience = Audience(rawValue: value) else { continue }
                    _ = try? await editing.dependencies.records.share(
                        collection: editing.collection, id: editing.id, with: audience)
                }
            }
        }
    }

    /// Renders every value into the element `target` of the page, live.
    public func render<Values: AsyncSequence & Sendable>(
        _ values: Values, into target: LiveTarget,
        _ html: @escaping @Sendable (Values.Element) -> HTML
    )
    where Values.Element: Sendable {
        rendersInto(target)
        on(values) { .html(target: target, html($0)) }
    }

    /// Renders the first value into the page being built (waiting up to `firstRender` for
    /// it) and every later one into the element `target`, live. Nil when none came in time.
    public func renderFirst<Values: AsyncSequence & Sendable>(
        _ values: Values, into target: LiveTarget,
        _ html: @escaping @Sendable (Values.Element) -> HTML
    ) async -> HTML?
    where Values.Element: Sendable {
        rendersInto(target)
        let handoff = FirstValueHandoff()
        let session = self
        forEach(values, finally: handoff.giveUp) { value in
            let rendered = html(value)
            if !handoff.offer(rendered) { session.send(.html(target: target, rendered)) }
        }
        return await handoff.wait(timeout: firstRender)
    }

    /// Sends the update `update` makes of each value (an alert, a navigation).
    public func on<Values: AsyncSequence & Sendable>(
        _ values: Values, _ update: @escaping @Sendable (Values.Element) -> LiveUpdate?
    )
    where Values.Element: Sendable {
        let session = self
        forEach(values) { value in
            if let made = update(value) { session.send(made) }
        }
    }

    /// The events the screen listens for: each must have its element in the page, or the
    /// page's posts to it would go nowhere (the wiring tests check both ways).
    public var listenedEvents: Set<LiveEvent> {
        state.withLock { Set($0.listeners.keys.map(LiveEvent.init)) }
    }

    /// The elements the screen re-renders; each must be in the page.
    public var renderedTargets: Set<LiveTarget> {
        state.withLock { $0.targets }
    }

    /// Records that the screen re-renders `target`.
    func rendersInto(_ target: LiveTarget) {
        state.withLock { _ = $0.targets.insert(target) }
    }

    /// Pushes `update` to the page.
    public func send(_ update: LiveUpdate) {
        outbox.send(update)
    }

    /// Hands `event` to the inputs listening for `name`; false when none is.
    package func receive(_ name: String, _ event: Event) -> Bool {
        let listeners = state.withLock { $0.listeners[name] ?? [] }
        if name == AudienceField.event.name, !listeners.isEmpty, case .text(let text) = event {
            audienceChoice.choose(Audience(rawValue: text))
        }
        for listener in listeners { listener.yield(event) }
        return !listeners.isEmpty
    }

    /// The updates for the page connecting now, after the ones it saw (`lastSeen`, the
    /// `Last-Event-ID` it sends when it reconnects; 0 at first); a connection already open
    /// ends. Nil when the session has closed.
    package func connect(after lastSeen: Int = 0) -> (updates: AsyncStream<LiveOutbox.Numbered>, connection: Int)? {
        outbox.connect(after: lastSeen)
    }

    var isConnected: Bool { outbox.isConnected }

    /// What a page connecting now receives, as it comes: the latest fragment of each
    /// element, then every update (an in-process test reads the page as the script would).
    public func updates() -> AsyncStream<LiveUpdate> {
        guard let connection = connect() else { return .finished }
        return connection.updates.mapStream { $0.update }
    }

    /// Whether the session has closed.
    public var isClosed: Bool { state.withLock { $0.closed } }

    /// Ends the screen: its inputs finish and its tasks are cancelled.
    package func close() {
        let listeners = state.withLock { state in
            defer { state.listeners = [:] }
            state.closed = true
            return state.listeners.values.flatMap { $0 }
        }
        for listener in listeners { listener.finish() }
        scope.close()
        outbox.close()
    }

    private func listen(_ name: String) -> AsyncStream<Event> {
        let (stream, continuation) = AsyncStream<Event>.makeStream()
        let closed = state.withLock { state in
            if !state.closed { state.listeners[name, default: []].append(continuation) }
            return state.closed
        }
        if closed { continuation.finish() }
        return stream
    }

    /// Runs `body` for each value in a task of this screen, then `finally`.
    private func forEach<Values: AsyncSequence & Sendable>(
        _ values: Values, finally: @escaping @Sendable () -> Void = {},
        _ body: @escaping @Sendable (Values.Element) -> Void
    )
    where Values.Element: Sendable {
        scope.run {
            Task.onScreen {
                do {
                    for try await value in values { body(value) }
                } catch {}
                finally()
            }
        }
    }
}
