import Foundation
import TestSupport
import Testing

@testable import SiteServer

/// The sign-in tokens' digest: a stored sign-in is found by it, so it must be SHA-256 to the
/// bit (a sign-in stored by an earlier build, which used swift-crypto, must still be found).
@Suite("Site server: SHA-256")
struct SHA256Tests {
    @Test(
        "NIST's vectors: empty, \"abc\", the two-block message, and a million a's",
        arguments: [
            ("", "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855"),
            ("abc", "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad"),
            (
                "abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq",
                "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1"
            ),
            (
                String(repeating: "a", count: 1_000_000),
                "cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0"
            ),
        ])
    func vectors(_ text: String, _ digest: String) {
        #expect(SHA256.hex(of: Data(text.utf8)) == digest)
    }

    @Test("every length around the block edges agrees with the system's sha256sum")
    func againstTheSystem() async throws {
        let folder = TemporaryDirectory("sha256")
        var state: UInt64 = 0x5A25_6000
        for length in [1, 55, 56, 57, 63, 64, 65, 119, 120, 127, 128, 129, 1_000] {
            let bytes = Data(
                (0..<length).map { _ in
                    state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
                    return UInt8(truncatingIfNeeded: state >> 33)
                })
            let file = folder.appending("input-\(length)")
            try bytes.write(to: file)
            let system = try await ProcessRunner(executable: URL(fileURLWithPath: "/usr/bin/env"))
                .runAsync(["sha256sum", file.path])
            #expect(system.stdout.prefix(64) == SHA256.hex(of: bytes), "\(length) bytes")
        }
    }
}
