import CCurl
import Core
import Foundation

/// One request/response exchange on a libcurl easy handle. `perform()` blocks its thread
/// until the answer, the timeout or `cancel()`; libcurl calls back into this object
/// (through an unretained pointer that lives as long as `perform()`) with body bytes,
/// header lines and progress, where a cancelled transfer asks libcurl to stop.
final class CurlTransfer: @unchecked Sendable {
    /// A response larger than this is refused rather than held in memory.
    static let maximumBodySize = 64 << 20

    private let request: HTTPRequest
    private let userAgent: String
    private let cancelled = LockedValue(false)
    // Touched only by libcurl's callbacks, on the thread running `perform()`.
    private var body = Data()
    private var headers: [String: String] = [:]
    private var tooLarge = false

    init(request: HTTPRequest, userAgent: String) {
        self.request = request
        self.userAgent = userAgent
    }

    func cancel() {
        cancelled.withLock { $0 = true }
    }

    func perform() -> Result<HTTPResponse, APIError> {
        guard let handle = mosaic_curl_easy_init() else {
            return .failure(.offline("libcurl (libcurl.so.4) is not installed"))
        }
        defer { mosaic_curl_easy_cleanup(handle) }
        var headerLines: UnsafeMutableRawPointer?
        defer { mosaic_curl_slist_free_all(headerLines) }
        // Without an empty Expect, libcurl waits a second for "100 Continue" before a POST body.
        for line in request.headers.map({ "\($0.key): \($0.value)" }).sorted() + ["Expect:"] {
            headerLines = mosaic_curl_slist_append(headerLines, line)
        }
        let context = Unmanaged.passUnretained(self).toOpaque()
        let milliseconds = max(
            1,
            request.timeout.components.seconds * 1000 + request.timeout.components.attoseconds / 1_000_000_000_000_000)
        _ = mosaic_curl_setopt_pointer(handle, Int32(MOSAIC_CURLOPT_URL), request.url.absoluteString)
        _ = mosaic_curl_setopt_pointer(handle, Int32(MOSAIC_CURLOPT_PROTOCOLS_STR), "http,https")
        _ = mosaic_curl_setopt_pointer(handle, Int32(MOSAIC_CURLOPT_USERAGENT), userAgent)
        _ = mosaic_curl_setopt_pointer(handle, Int32(MOSAIC_CURLOPT_HTTPHEADER), headerLines)
        _ = mosaic_curl_setopt_pointer(handle, Int32(MOSAIC_CURLOPT_ACCEPT_ENCODING), "")
        _ = mosaic_curl_setopt_long(handle, Int32(MOSAIC_CURLOPT_NOSIGNAL), 1)
        _ = mosaic_curl_setopt_long(handle, Int32(MOSAIC_CURLOPT_TIMEOUT_MS), Int(milliseconds))
        _ = mosaic_curl_setopt_data_callback(handle, Int32(MOSAIC_CURLOPT_WRITEFUNCTION), Self.receiveBody)
        _ = mosaic_curl_setopt_pointer(handle, Int32(MOSAIC_CURLOPT_WRITEDATA), context)
        _ = mosaic_curl_setopt_data_callback(handle, Int32(MOSAIC_CURLOPT_HEADERFUNCTION), Self.receiveHeader)
        _ = mosaic_curl_setopt_pointer(handle, Int32(MOSAIC_CURLOPT_HEADERDATA), context)
        _ = mosaic_curl_setopt_long(handle, Int32(MOSAIC_CURLOPT_NOPROGRESS), 0)
        _ = mosaic_curl_setopt_progress_callback(handle, Int32(MOSAIC_CURLOPT_XFERINFOFUNCTION), Self.progress)
        _ = mosaic_curl_setopt_pointer(handle, Int32(MOSAIC_CURLOPT_XFERINFODATA), context)
        switch request.method {
        case "GET": break
        case "HEAD": _ = mosaic_curl_setopt_long(handle, Int32(MOSAIC_CURLOPT_NOBODY), 1)
        default: _ = mosaic_curl_setopt_pointer(handle, Int32(MOSAIC_CURLOPT_CUSTOMREQUEST), request.method)
        }
        let outgoing = request.body ?? Data()
        let code = outgoing.withUnsafeBytes { bytes -> Int32 in
            if request.body != nil {
                // libcurl reads POSTFIELDS in place during the transfer: the bytes outlive it here.
                _ = mosaic_curl_setopt_pointer(
                    handle, Int32(MOSAIC_CURLOPT_POSTFIELDS), bytes.baseAddress ?? UnsafeRawPointer(bitPattern: 1))
                _ = mosaic_curl_setopt_size(handle, Int32(MOSAIC_CURLOPT_POSTFIELDSIZE_LARGE), Int64(bytes.count))
            }
            return mosaic_curl_easy_perform(handle)
        }
        guard code == MOSAIC_CURLE_OK else { return .failure(failure(code)) }
        return .success(HTTPResponse(status: mosaic_curl_response_code(handle), headers: headers, body: body))
    }

    private func failure(_ code: Int32) -> APIError {
        if cancelled.value { return .cancelled }
        if tooLarge { return .offline("the answer was larger than \(Self.maximumBodySize >> 20) MB") }
        switch Int(code) {
        case Int(MOSAIC_CURLE_OPERATION_TIMEDOUT): return .timeout
        case Int(MOSAIC_CURLE_COULDNT_CONNECT): return .offline("connection refused")
        case Int(MOSAIC_CURLE_COULDNT_RESOLVE_HOST), Int(MOSAIC_CURLE_COULDNT_RESOLVE_PROXY):
            return .offline("host not found")
        case Int(MOSAIC_CURLE_GOT_NOTHING), Int(MOSAIC_CURLE_SEND_ERROR), Int(MOSAIC_CURLE_RECV_ERROR):
            return .offline("connection lost")
        case Int(MOSAIC_CURLE_SSL_CONNECT_ERROR), Int(MOSAIC_CURLE_PEER_FAILED_VERIFICATION):
            return .offline("secure connection failed")
        default: return .offline(String(cString: mosaic_curl_easy_strerror(code)))
        }
    }

    private static func from(_ context: UnsafeMutableRawPointer?) -> CurlTransfer {
        Unmanaged<CurlTransfer>.fromOpaque(context!).takeUnretainedValue()
    }

    private static let receiveBody: mosaic_curl_data_callback = { buffer, size, count, context in
        let transfer = CurlTransfer.from(context)
        let length = size * count
        guard transfer.body.count + length <= maximumBodySize else {
            transfer.tooLarge = true
            return 0
        }
        if let buffer {
            transfer.body.append(UnsafeRawPointer(buffer).assumingMemoryBound(to: UInt8.self), count: length)
        }
        return length
    }

    private static let receiveHeader: mosaic_curl_data_callback = { buffer, size, count, context in
        let transfer = CurlTransfer.from(context)
        let length = size * count
        guard let buffer else { return length }
        let line = String(decoding: UnsafeRawBufferPointer(start: buffer, count: length), as: UTF8.self)
        if line.hasPrefix("HTTP/") {
            // A new status line (after "100 Continue"): only the final response's headers count.
            transfer.headers = [:]
        } else if let colon = line.firstIndex(of: ":") {
            let name = line[..<colon].trimmingCharacters(in: .whitespaces).lowercased()
            let value = line[line.index(after: colon)...].trimmingCharacters(in: .whitespacesAndNewlines)
            transfer.headers[name] = value
        }
        return length
    }

    private static let progress: mosaic_curl_progress_callback = { context, _, _, _, _ in
        CurlTransfer.from(context).cancelled.value ? 1 : 0
    }
}
