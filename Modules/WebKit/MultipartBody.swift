import Foundation

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

    static func parse(_ body: Data, boundary: String) throws(WebFailure) -> WebForm {
        let delimiter = Data("--\(boundary)".utf8)
        let headerEnd = Data("\r\n\r\n".utf8)
        var form = WebForm()
        guard var cursor = body.range(of: delimiter)?.upperBound else { throw .malformedForm }
        while true {
            // After a delimiter: "--" ends the body, CRLF starts a part.
            if body[cursor...].starts(with: Data("--".utf8)) { return form }
            guard body[cursor...].starts(with: Data("\r\n".utf8)) else { throw .malformedForm }
            cursor += 2
            guard let headersRange = body.range(of: headerEnd, in: cursor..<body.endIndex) else { throw .malformedForm }
            let headers = String(decoding: body[cursor..<headersRange.lowerBound], as: UTF8.self)
            let contentStart = headersRange.upperBound
            guard let next = body.range(of: Data("\r\n".utf8) + delimiter, in: contentStart..<body.endIndex) else {
                throw .malformedForm
            }
            let content = body[contentStart..<next.lowerBound]
            guard let disposition = Self.disposition(in: headers), let name = disposition["name"] else { throw .malformedForm }
            if let filename = disposition["filename"] {
                if !filename.isEmpty || !content.isEmpty {
                    guard content.count <= WebLimits.uploadBytes else { throw .uploadTooLarge }
                    form.add(WebUpload(filename: filename, data: Data(content)), for: name)
                }
            } else {
                guard let value = String(data: content, encoding: .utf8) else { throw .malformedForm }
                form.add(value, for: name)
            }
            cursor = next.upperBound
        }
    }

    /// The `Content-Disposition` header's parameters (`name`, `filename`).
    private static func disposition(in headers: String) -> [String: String]? {
        for line in headers.components(separatedBy: "\r\n") {
            let header = line.split(separator: ":", maxSplits: 1)
            guard header.count == 2, header[0].trimmingCharacters(in: .whitespaces).lowercased() == "content-disposition" else {
                continue
            }
            var parameters: [String: String] = [:]
            var rest = Substring(header[1])
            while let equals = rest.firstIndex(of: "=") {
                let key = rest[..<equals].split(separator: ";").last?.trimmingCharacters(in: .whitespaces).lowercased() ?? ""
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
