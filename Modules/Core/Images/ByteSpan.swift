/// A file's bytes read by offsets the file itself declares, so every read is bounds-checked
/// and every sum of declared sizes is overflow-checked: a bad offset or size gives nil.
struct ByteSpan {
    private let bytes: [UInt8]

    init(_ bytes: [UInt8]) {
        self.bytes = bytes
    }

    var count: Int { bytes.count }

    /// `values` added up, or nil when the sum overflows `Int`.
    static func sum(_ values: Int...) -> Int? {
        var total = 0
        for value in values {
            let (next, overflow) = total.addingReportingOverflow(value)
            if overflow { return nil }
            total = next
        }
        return total
    }

    /// `width`×`height`, or `Int.max` when the product overflows: an area to compare with a budget.
    static func area(_ width: Int, _ height: Int) -> Int {
        let (product, overflow) = width.multipliedReportingOverflow(by: height)
        return overflow ? Int.max : product
    }

    /// Where the first `first`, `second` pair at or after `offset` starts; nil when none does.
    func firstPair(_ first: UInt8, _ second: UInt8, from offset: Int) -> Int? {
        guard offset >= 0, offset < bytes.count - 1 else { return nil }
        return bytes.withUnsafeBufferPointer { buffer in
            var at = offset
            while at < buffer.count - 1 {
                if buffer[at] == first, buffer[at + 1] == second { return at }
                at += 1
            }
            return nil
        }
    }

    func byte(at offset: Int) -> UInt8? {
        offset >= 0 && offset < bytes.count ? bytes[offset] : nil
    }

    /// `count` bytes (at most 8) as an unsigned big-endian number; nil when they do not fit
    /// the file or the number does not fit a non-negative `Int`.
    func bigEndian(at offset: Int, count: Int) -> Int? {
        number(slice(at: offset, count: count))
    }

    /// `count` bytes (at most 8) as an unsigned little-endian number.
    func littleEndian(at offset: Int, count: Int) -> Int? {
        number(slice(at: offset, count: count)?.reversed())
    }

    /// Four bytes as text: a PNG chunk, RIFF chunk or HEIC box type.
    func tag(at offset: Int) -> String? {
        slice(at: offset, count: 4).map { String(decoding: $0, as: UTF8.self) }
    }

    /// Every place `pattern` occurs.
    func offsets(of pattern: [UInt8]) -> [Int] {
        bytes.ranges(of: pattern).map { $0.lowerBound }
    }

    private func slice(at offset: Int, count: Int) -> ArraySlice<UInt8>? {
        guard offset >= 0, count >= 0, count <= 8, let end = Self.sum(offset, count), end <= bytes.count else {
            return nil
        }
        return bytes[offset..<end]
    }

    private func number<Bytes: Sequence<UInt8>>(_ bytes: Bytes?) -> Int? {
        guard let bytes else { return nil }
        var value: UInt64 = 0
        for byte in bytes { value = value << 8 | UInt64(byte) }
        return value <= UInt64(Int.max) ? Int(value) : nil
    }
}
