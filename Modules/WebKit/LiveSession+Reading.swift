import Core

extension LiveSession {
    /// The values the page sends for `event` (after `initial`, the value its URL carried),
    /// each read by `read`; text it cannot read shows the reason as the page's alert line
    /// and goes no further.
    public func events<Value: Sendable>(_ event: String, startingWith initial: String? = nil,
                                        reading read: @escaping @Sendable (String) throws -> Value) -> AsyncStream<Value> {
        let session = self
        return events(event, startingWith: initial).compactMapStream { text -> Value? in
            do { return try read(text) } catch {
                session.showFailure(UserError.from(error).message)
                return nil
            }
        }
    }

    /// The images the page uploads for `event`, checked as the command line checks a
    /// photo file; a file that is not an image (or too large) shows why and goes no further.
    public func images(_ event: String) -> AsyncStream<ImageFile> {
        let session = self
        return uploads(event).compactMapStream { upload -> ImageFile? in
            do { return try ImageFile(data: upload.data, name: upload.filename) } catch {
                session.showFailure(UserError.from(error).message)
                return nil
            }
        }
    }
}
