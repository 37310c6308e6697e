import Foundation

/// The fields and files of a POST (URL-encoded or multipart).
public struct WebForm: Sendable {
    /// Each field's values, in the order sent.
    public private(set) var fields: [String: [String]]
    /// Each file field's upload.
    public private(set) var files: [String: WebUpload]

    public init(fields: [String: [String]] = [:], files: [String: WebUpload] = [:]) {
        self.fields = fields
        self.files = files
    }

    /// The field's first value, or nil.
    public func value(_ field: LiveEvent) -> String? {
        value(field.name)
    }

    /// The field's first value, or "" when it was not sent.
    public subscript(_ field: LiveEvent) -> String {
        value(field) ?? ""
    }

    /// The field's values.
    public func values(_ field: LiveEvent) -> [String] {
        fields[field.name] ?? []
    }

    /// The file chosen for `field`, or nil when none was (an empty file input sends none).
    public func file(_ field: LiveEvent) -> WebUpload? {
        files[field.name]
    }

    /// The kit's own fields (the return path of an action form, a record's version), by name.
    package func value(_ name: String) -> String? {
        fields[name]?.first
    }

    package subscript(_ name: String) -> String {
        value(name) ?? ""
    }

    package mutating func add(_ value: String, for name: String) {
        fields[name, default: []].append(value)
    }

    package mutating func add(_ upload: WebUpload, for name: String) {
        files[name] = upload
    }

    /// The fields of `application/x-www-form-urlencoded` text.
    public init(urlEncoded text: String) {
        self.init()
        for pair in text.split(separator: "&", omittingEmptySubsequences: true) {
            let parts = pair.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            func decode(_ part: Substring) -> String {
                String(part).replacingOccurrences(of: "+", with: " ").removingPercentEncoding ?? String(part)
            }
            add(parts.count > 1 ? decode(parts[1]) : "", for: decode(parts[0]))
        }
    }
}

/// One uploaded file.
public struct WebUpload: Sendable {
    /// The file's name on the sender's machine (only ever shown, never used as a path).
    public let filename: String
    /// Its bytes.
    public let data: Data

    public init(filename: String, data: Data) {
        self.filename = filename
        self.data = data
    }
}
