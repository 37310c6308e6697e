import Synchronization

/// A service a page is given by its plugin (a repository, an API client): made from the
/// run's dependencies the first time a request needs it, so the stores still open only
/// then, and the same one after. A page names what it uses in its own properties
/// (`let listings: Provided<ListingRepository>`) instead of looking it up at request time.
public final class Provided<Service: Sendable>: Sendable {
    private let make: @Sendable () throws -> Service
    private let made = Mutex<Service?>(nil)

    /// `make` builds the service from `dependencies` (a failure is thrown to the request,
    /// and tried again by the next).
    public init(
        _ dependencies: FeatureDependencies, _ make: @escaping @Sendable (FeatureDependencies) throws -> Service
    ) {
        self.make = { try make(dependencies) }
    }

    /// The service, made on first use.
    public func callAsFunction() throws -> Service {
        if let service = made.withLock({ $0 }) { return service }
        let service = try make()
        return made.withLock { made in
            if let made { return made }
            made = service
            return service
        }
    }
}
