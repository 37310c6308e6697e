import Testing

@testable import SiteServer

@Suite("Site server: the Host names a server answers to")
struct HostAllowListTests {
    @Test("loopback names with the bound port, the listening address, and --allowed-host names")
    func names() {
        let hosts = HostAllowList(listening: "192.168.1.5", allowed: ["mosaic.home", "photos.example:8443"])
        hosts.bind(port: 8080)
        for allowed in [
            "localhost:8080", "127.0.0.1:8080", "[::1]:8080", "localhost", "192.168.1.5:8080", "mosaic.home",
            "mosaic.home:443", "MOSAIC.HOME", "photos.example:8443",
        ] {
            #expect(hosts.allows(allowed), "\(allowed)")
        }
        for refused in [
            nil, "", "evil.example:8080", "localhost:8081", "127.0.0.1:x", "localhost.evil:8080",
            "photos.example:443", "[::1]:1", "0.0.0.0:8080", "::1:8080",
        ] {
            #expect(!hosts.allows(refused), "\(refused ?? "nil")")
        }
        let wildcard = HostAllowList(listening: "0.0.0.0")
        #expect(!wildcard.allows("0.0.0.0"))
        #expect(wildcard.allows("localhost"))
    }
}
