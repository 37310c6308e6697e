import Core

extension LiveSession {
    /// The values the page sends for `event` (after `initial`, the value its URL carried),
    /// each read by `read`; text it cannot read shows the reason as the page's alert line
    /// and goes no further, and the line clears once a value reads.
    public func events<Value: Sendable>(
        _ event: LiveEvent, startingWith initial: String? = nil,
        reading read: @escaping @Sendable (String) throws -> Value
    ) -> AsyncStream<Value> {
        checked(events(event, startingWith: initial), read)
    }

    /// `values`, each read by `read`: what cannot be read shows why on the page's alert
    /// line, which clears when a later value reads.
    public func checked<Raw: Sendable, Value: Sendable>(
        _ values: AsyncStream<Raw>,
        _ read: @escaping @Sendable (Raw) throws -> Value
    ) -> AsyncStream<Value> {
        let session = self
        let failing = LockedValue(false)
        return values.compactMapStream { raw -> Value? in
            do {
                let value = try read(raw)
                let wasFailing = failing.withLock { failing -> Bool in
                    defer { failing = false }
                    return failing
                }
                if wasFailing { session.clearFailure() }
                return value
            } catch {
                failing.withLock { $0 = true }
                session.showFailure(UserError.from(error).message)
                return nil
            }
        }
    }

    /// The images the page uploads for `event`, checked as the command line checks a
    /// photo file; a file that is not an image (or too large) shows why and goes no further.
    public func images(_ event: LiveEvent) -> AsyncStream<ImageFile> {
        checked(uploads(event)) { upload in try ImageFile(data: upload.data, name: upload.filename) }
    }
}

extension LiveSession {
    /// One value several fields of the page make up: starting as `initial`, each event of
    /// `fields` writes what the page sends for it into the value, through its function.
    /// The page reads the relay's `values()` as one input (a window of two times, a filter).
    public func relay<State: Sendable>(
        _ initial: State, _ fields: KeyValuePairs<LiveEvent, @Sendable (inout State, String) -> Void>
    ) -> StateRelay<State> {
        let relay = StateRelay(initial)
        for (event, write) in fields {
            on(events(event)) { value in
                relay.update { write(&$0, value) }
                return nil
            }
        }
        return relay
    }
}
