import CCrypto
import Foundation

/// SHA-256, for what the site server hashes: a sign-in token (stored only as its digest),
/// an ETag, the assets' version. The system's libcrypto computes it (OpenSSL's one-shot
/// `SHA256`), a maintained implementation that compiles nothing: swift-crypto's BoringSSL
/// would be 390 C files for a web-only build (CONTRIBUTING.md, "What a dependency costs").
enum SHA256 {
    /// The digest of `data` in lower-case hex.
    static func hex(of data: Data) -> String {
        digest(of: data).map { byte in
            let text = String(byte, radix: 16)
            return byte < 16 ? "0" + text : text
        }.joined()
    }

    /// The 32-byte digest of `data`.
    static func digest(of data: Data) -> [UInt8] {
        var digest = [UInt8](repeating: 0, count: Int(SHA256_DIGEST_LENGTH))
        data.withUnsafeBytes { bytes in
            _ = CCrypto.SHA256(bytes.bindMemory(to: UInt8.self).baseAddress, bytes.count, &digest)
        }
        return digest
    }
}
