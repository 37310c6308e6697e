import Foundation
import Hummingbird
import Persistence
import TestSupport
import Testing
import WebTestSupport

@testable import SiteServer

@Suite("Site server: what a browser may keep")
struct CachingTests {
    @Test(
        "the style sheet and script are named by this build's version and kept a year; unversioned, checked each time (#46)"
    )
    func versionedAssets() async throws {
        try await WebSiteHarness(plugins: [EchoPlugin.self]).run { client in
            let page = try await client.execute(uri: "/echo/hi", method: .get) { $0.text }
            #expect(page.contains("href=\"/assets/mosaic.css?v=\(WebAssets.version)\""))
            #expect(page.contains("src=\"/assets/mosaic.js?v=\(WebAssets.version)\""))
            let versioned = try await client.execute(uri: "/assets/mosaic.css?v=\(WebAssets.version)", method: .get) {
                $0
            }
            #expect(versioned.headers[.cacheControl] == "public, max-age=31536000, immutable")
            let other = try await client.execute(uri: "/assets/mosaic.css?v=older", method: .get) { $0 }
            #expect(other.headers[.cacheControl] == "no-cache")
        }
    }

    @Test(
        "a thumbnail and an asset carry an ETag; asked again with it they are 304 with no body; pages carry none (#46)")
    func notModified() async throws {
        let harness = try WebSiteHarness(plugins: [EchoPlugin.self])
        let key = try BlobKey("echo", "photo.png")
        try await EchoPhoto.keep(ImageFixtures.png, as: key, in: harness.dependencies)
        try await harness.run { client in
            for uri in ["/thumbnails/echo/photo.png", "/files/echo/photo.png", "/assets/mosaic.js"] {
                let first = try await client.execute(uri: uri, method: .get) { $0 }
                let tag = try #require(first.headers[.eTag], "\(uri)")
                let again = try await client.execute(uri: uri, method: .get, headers: [.ifNoneMatch: tag]) { $0 }
                #expect(again.status == .notModified && again.body.readableBytes == 0, "\(uri)")
                #expect(again.headers[.eTag] == tag)
                let changed = try await client.execute(uri: uri, method: .get, headers: [.ifNoneMatch: "W/\"other\""]) {
                    $0
                }
                #expect(changed.status == .ok && changed.body.readableBytes == first.body.readableBytes)
            }
            let page = try await client.execute(uri: "/echo/hi", method: .get) { $0 }
            #expect(page.headers[.eTag] == nil)
        }
        #expect(EntityTags<WebContext>.matches("\"a\", W/\"b\"", tag: "W/\"b\""))
        #expect(EntityTags<WebContext>.matches("\"b\"", tag: "W/\"b\""), "compared weakly")
        #expect(EntityTags<WebContext>.matches("*", tag: "W/\"b\""))
        #expect(!EntityTags<WebContext>.matches("W/\"c\"", tag: "W/\"b\""))
    }
}
