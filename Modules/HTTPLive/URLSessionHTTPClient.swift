import Core
import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// `HTTPClient` on Foundation's `URLSession`: a `mosaic/<version>` User-Agent, the
/// request's timeout, cancellation when the calling task is cancelled, and every
/// transport failure mapped to `APIError`.
public final class URLSessionHTTPClient: HTTPClient {
    private let userAgent: String
    private let foundationFolder: URL?
    // Made on the first request: a command that never goes online never pays for
    // URLSession's (libcurl's) start-up.
    private let lazySession = LockedValue<URLSession?>(nil)

    /// `foundationFolder` receives the folders Foundation insists on creating for any
    /// session (URL cache, cookies), so that nothing is written outside Mosaic's data
    /// dir; nil leaves Foundation's defaults (`~/.cache`, `~/.local/share`).
    public init(version: String, foundationFolder: URL? = nil) {
        userAgent = "mosaic/\(version)"
        self.foundationFolder = foundationFolder
    }

    deinit {
        lazySession.value?.finishTasksAndInvalidate()
    }

    private var session: URLSession {
        lazySession.withLock { session in
            if let session { return session }
            if let foundationFolder {
                // swift-corelibs-foundation creates its cache and cookie folders under
                // $XDG_CACHE_HOME and $XDG_DATA_HOME as soon as a configuration exists,
                // even an ephemeral one without a cache.
                setenv("XDG_CACHE_HOME", foundationFolder.appendingPathComponent("cache").path, 1)
                setenv("XDG_DATA_HOME", foundationFolder.appendingPathComponent("data").path, 1)
            }
            let configuration = URLSessionConfiguration.ephemeral
            configuration.requestCachePolicy = .reloadIgnoringLocalCacheData
            configuration.urlCache = nil
            let created = URLSession(configuration: configuration)
            session = created
            return created
        }
    }

    public func send(_ request: HTTPRequest) async throws(APIError) -> HTTPResponse {
        var urlRequest = URLRequest(url: request.url)
        urlRequest.httpMethod = request.method
        urlRequest.httpBody = request.body
        urlRequest.timeoutInterval = Double(request.timeout.components.seconds)
            + Double(request.timeout.components.attoseconds) / 1e18
        urlRequest.setValue(userAgent, forHTTPHeaderField: "User-Agent")
        for (name, value) in request.headers {
            urlRequest.setValue(value, forHTTPHeaderField: name)
        }
        if Task.isCancelled { throw .cancelled }
        let box = DataTaskBox()
        do {
            return try await withTaskCancellationHandler {
                try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<HTTPResponse, any Error>) in
                    let task = session.dataTask(with: urlRequest) { data, response, error in
                        if let error {
                            continuation.resume(throwing: error)
                            return
                        }
                        let http = response as? HTTPURLResponse
                        var headers: [String: String] = [:]
                        for (key, value) in http?.allHeaderFields ?? [:] {
                            headers[String(describing: key)] = String(describing: value)
                        }
                        continuation.resume(returning: HTTPResponse(
                            status: http?.statusCode ?? 0, headers: headers, body: data ?? Data()
                        ))
                    }
                    box.start(task)
                }
            } onCancel: {
                box.cancel()
            }
        } catch {
            throw Self.map(error)
        }
    }

    static func map(_ error: any Error) -> APIError {
        if let error = error as? APIError { return error }
        guard let urlError = error as? URLError else {
            return .offline(error.localizedDescription)
        }
        switch urlError.code {
        case .timedOut: return .timeout
        case .cancelled: return .cancelled
        case .cannotConnectToHost: return .offline("connection refused")
        case .cannotFindHost, .dnsLookupFailed: return .offline("host not found")
        case .notConnectedToInternet: return .offline("no network")
        case .networkConnectionLost: return .offline("connection lost")
        case .secureConnectionFailed, .serverCertificateUntrusted, .serverCertificateHasBadDate:
            return .offline("secure connection failed")
        default: return .offline(urlError.localizedDescription)
        }
    }
}

/// Holds the data task so that cancelling the calling Swift task cancels it, even when
/// cancellation arrives before the task was started.
private final class DataTaskBox: @unchecked Sendable {
    private let lock = NSLock()
    private var task: URLSessionDataTask?
    private var cancelled = false

    func start(_ task: URLSessionDataTask) {
        let cancelNow = lock.withLock {
            self.task = task
            return cancelled
        }
        task.resume()
        if cancelNow { task.cancel() }
    }

    func cancel() {
        let task = lock.withLock {
            cancelled = true
            return self.task
        }
        task?.cancel()
    }
}
