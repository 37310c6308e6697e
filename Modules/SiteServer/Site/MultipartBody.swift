import Foundation
import PageKit

/// Reads a `multipart/form-data` body (RFC 7578) into a `WebForm`. Anything that is not
/// well formed is refused with 400, so a half-parsed form is never stored.
enum MultipartBody {
    /// The boundary named by a `multipart/form-data; boundary=…` content type, or nil.
    static func boundary(in contentType: String) -> String? {
        let parts = contentType.split(separator: ";").map { $0.trimmingCharacters(in: .whitespaces) }
        guard parts.first?.lowercased() == "multipart/form-data" else { return nil }
        for part in parts.dropFirst() where part.lowercased().hasPrefix("boundary=") {
            let value = part.dropFirst("boundary=".count).trimmingCharacters(in: CharacterSet(charactersIn: "\""))
            return (1...70).contains(value.utf8.count) ? value : nil
        }
        return nil
    }

    /// The form in `body`. One pass from start to end: each search starts where the last one
    /// ended, so the work grows with the body's size (`scanned` counts it), and a body of
    /// more than `WebLimits.formParts` parts is refused before it costs more.
    static func parse(_ body: Data, boundary: String) throws(WebFailure) -> WebForm {
        var scanner = Scanner(body)
        return try scanner.form(boundary: boundary)
    }

    /// The parse's cursor over the body's bytes.
    struct Scanner {
        let body: [UInt8]
        /// How many bytes the searches looked at, for bounding the work in tests.
        private(set) var scanned = 0

        init(_ body: Data) {
            self.body = [UInt8](body)
        }

        mutating func form(boundary: String) throws(WebFailure) -> WebForm {
            let delimiter = Array("--\(boundary)".utf8)
            let nextDelimiter = Array("\r\n".utf8) + delimiter
            let headerEnd = Array("\r\n\r\n".utf8)
            var form = WebForm()
            var parts = 0
            guard var cursor = find(delimiter, from: 0).map({ $0 + delimiter.count }) else { throw .malformedForm }
            while true {
                // After a delimiter: "--" ends the body, CRLF starts a part.
                if starts(with: [0x2D, 0x2D], at: cursor) { return form }
                guard starts(with: [0x0D, 0x0A], at: cursor) else { throw .malformedForm }
                parts += 1
                guard parts <= WebLimits.formParts else { throw .malformedForm }
                cursor += 2
                guard let headersEnd = find(headerEnd, from: cursor) else { throw .malformedForm }
                let headers = String(decoding: body[cursor..<headersEnd], as: UTF8.self)
                let contentStart = headersEnd + headerEnd.count
                guard let next = find(nextDelimiter, from: contentStart) else { throw .malformedForm }
                let content = body[contentStart..<next]
                guard let disposition = MultipartBody.disposition(in: headers), let name = disposition["name"] else {
                    throw .malformedForm
                }
                if let filename = disposition["filename"] {
                    if !filename.isEmpty || !content.isEmpty {
                        guard content.count <= WebLimits.uploadBytes else { throw .uploadTooLarge }
                        form.add(WebUpload(filename: filename, data: Data(content)), for: name)
                    }
                } else {
                    guard let value = String(validating: content, as: UTF8.self) else { throw .malformedForm }
                    form.add(value, for: name)
                }
                cursor = next + nextDelimiter.count
            }
        }

        private func starts(with prefix: [UInt8], at offset: Int) -> Bool {
            offset + prefix.count <= body.count && body[offset..<offset + prefix.count].elementsEqual(prefix)
        }

        /// Where `pattern` next occurs at or after `start`: `memchr` to each candidate first
        /// byte, then a compare of at most the pattern's length (a boundary is ≤ 74 bytes).
        private mutating func find(_ pattern: [UInt8], from start: Int) -> Int? {
            guard start <= body.count, let first = pattern.first else { return nil }
            let found: Int? = body.withUnsafeBytes { bytes in
                guard let base = bytes.baseAddress else { return nil }
                var offset = start
                while offset + pattern.count <= bytes.count,
                    let hit = memchr(base + offset, Int32(first), bytes.count - offset - pattern.count + 1)
                {
                    let candidate = base.distance(to: UnsafeRawPointer(hit))
                    if memcmp(base + candidate, pattern, pattern.count) == 0 { return candidate }
                    offset = candidate + 1
                }
                return nil
            }
            scanned += (found.map { $0 + pattern.count } ?? body.count) - start
            return found
        }
    }

    /// The `Content-Disposition` header's parameters (`name`, `filename`).
    static func disposition(in headers: String) -> [String: String]? {
        for line in headers.components(separatedBy: "\r\n") {
            let header = line.split(separator: ":", maxSplits: 1)
            guard header.count == 2,
                header[0].trimmingCharacters(in: .whitespaces).lowercased() == "content-disposition"
            else {
                continue
            }
            var parameters: [String: String] = [:]
            var rest = Substring(header[1])
            while let equals = rest.firstIndex(of: "=") {
                let key =
                    rest[..<equals].split(separator: ";").last?.trimmingCharacters(in: .whitespaces).lowercased() ?? ""
                rest = rest[rest.index(after: equals)...]
                let value: Substring
                if rest.first == "\"" {
                    rest = rest.dropFirst()
                    guard let close = rest.firstIndex(of: "\"") else { return nil }
                    value = rest[..<close]
                    rest = rest[rest.index(after: close)...]
                } else {
                    let end = rest.firstIndex(of: ";") ?? rest.endIndex
                    value = rest[..<end]
                    rest = rest[end...]
                }
                parameters[key] = String(value)
            }
            return parameters
        }
        return nil
    }
}
