import CZlib
import Core
import Foundation

/// The files of a ZIP archive (what Android's and Java's exporters write: stored or
/// deflated entries, sizes in the central directory). Read with bounds, since an archive
/// is handed in by a person: its directory is read first, then only the entries asked
/// for are inflated, each only up to the size its directory says, and all of them
/// together within one budget; two entries naming one local header (a directory that
/// lists one entry 64 times) are refused.
public struct ZipArchive: Sendable {
    /// The most the entries read from one archive may hold together once inflated.
    public static let inflatedLimit = 64 << 20

    /// One entry of the central directory.
    struct Entry: Sendable {
        let method: UInt16
        let compressed: Int
        let size: Int
        let local: Int
    }

    private let bytes: [UInt8]
    private let name: String
    private let entries: [String: Entry]

    /// The paths of the archive's entries, as its directory lists them.
    public var paths: [String] { entries.keys.sorted() }

    /// Reads the directory of `data`; `name` is the archive's path for messages. Not a
    /// ZIP, or a damaged one, is refused (65).
    public init(_ data: Data, name: String) throws(UserError) {
        let bytes = [UInt8](data)
        let damaged = UserError(CommandMessages.notZip(name), category: .invalidInput)
        // The end-of-central-directory record: 22 bytes plus a comment of up to 64 KB.
        guard bytes.count >= 22,
            let end = stride(from: bytes.count - 22, through: max(0, bytes.count - 22 - 65_535), by: -1).first(where: {
                Self.uint32(bytes, $0) == 0x0605_4b50
            })
        else { throw damaged }
        let count = Int(Self.uint16(bytes, end + 10))
        var offset = Int(Self.uint32(bytes, end + 16))
        var entries: [String: Entry] = [:]
        var locals: Set<Int> = []
        for _ in 0..<count {
            guard offset + 46 <= bytes.count, Self.uint32(bytes, offset) == 0x0201_4b50 else { throw damaged }
            let nameLength = Int(Self.uint16(bytes, offset + 28))
            let skip = nameLength + Int(Self.uint16(bytes, offset + 30)) + Int(Self.uint16(bytes, offset + 32))
            let entry = Entry(
                method: Self.uint16(bytes, offset + 10), compressed: Int(Self.uint32(bytes, offset + 20)),
                size: Int(Self.uint32(bytes, offset + 24)), local: Int(Self.uint32(bytes, offset + 42)))
            guard offset + 46 + nameLength <= bytes.count, locals.insert(entry.local).inserted else { throw damaged }
            let path = String(decoding: bytes[(offset + 46)..<(offset + 46 + nameLength)], as: UTF8.self)
            guard entries.updateValue(entry, forKey: path) == nil else { throw damaged }
            offset += 46 + skip
        }
        (self.bytes, self.name, self.entries) = (bytes, name, entries)
    }

    /// The bytes of the entries at `paths` (those the archive has), inflated. Refused (65)
    /// before anything is inflated when together they would hold more than `budget`.
    public func files(_ paths: some Sequence<String>, budget: Int = inflatedLimit) throws(UserError) -> [String: Data] {
        let damaged = UserError(CommandMessages.notZip(name), category: .invalidInput)
        let chosen = Set(paths).compactMap { path in entries[path].map { (path, $0) } }
        var total = 0
        for (path, entry) in chosen {
            total += entry.size
            guard total <= budget else {
                throw UserError(CommandMessages.zipEntryTooLarge(name, entry: path), category: .invalidInput)
            }
        }
        var files: [String: Data] = [:]
        for (path, entry) in chosen {
            let local = entry.local
            guard local + 30 <= bytes.count, Self.uint32(bytes, local) == 0x0403_4b50 else { throw damaged }
            let start = local + 30 + Int(Self.uint16(bytes, local + 26)) + Int(Self.uint16(bytes, local + 28))
            guard start + entry.compressed <= bytes.count else { throw damaged }
            let stored = Array(bytes[start..<(start + entry.compressed)])
            switch entry.method {
            case 0 where entry.compressed == entry.size: files[path] = Data(stored)
            case 8:
                guard let inflated = Self.inflate(stored, size: entry.size) else { throw damaged }
                files[path] = Data(inflated)
            default: throw damaged
            }
        }
        return files
    }

    /// Raw deflate data inflated to exactly `size` bytes, or nil when it is not that.
    private static func inflate(_ input: [UInt8], size: Int) -> [UInt8]? {
        var stream = z_stream()
        // Negative window bits: raw deflate, as ZIP stores it (no zlib header).
        guard inflateInit2_(&stream, -15, ZLIB_VERSION, Int32(MemoryLayout<z_stream>.size)) == Z_OK else {
            return nil
        }
        defer { inflateEnd(&stream) }
        // One byte more than promised, to notice an entry that inflates past its size.
        var output = [UInt8](repeating: 0, count: size + 1)
        var input = input
        let status = input.withUnsafeMutableBufferPointer { inBuffer in
            output.withUnsafeMutableBufferPointer { outBuffer in
                stream.next_in = inBuffer.baseAddress
                stream.avail_in = uInt(inBuffer.count)
                stream.next_out = outBuffer.baseAddress
                stream.avail_out = uInt(outBuffer.count)
                return CZlib.inflate(&stream, Z_FINISH)
            }
        }
        guard status == Z_STREAM_END, Int(stream.total_out) == size else { return nil }
        return Array(output.prefix(size))
    }

    private static func uint16(_ bytes: [UInt8], _ at: Int) -> UInt16 {
        UInt16(bytes[at]) | UInt16(bytes[at + 1]) << 8
    }

    private static func uint32(_ bytes: [UInt8], _ at: Int) -> UInt32 {
        UInt32(bytes[at]) | UInt32(bytes[at + 1]) << 8 | UInt32(bytes[at + 2]) << 16 | UInt32(bytes[at + 3]) << 24
    }
}
