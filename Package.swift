// swift-tools-version:6.1
import PackageDescription

// Mosaic: five apps' logic as feature modules behind one `mosaic` command line.
// The target graph and its rules are in CONTRIBUTING.md ("Layout", "Rules").

// MARK: Features
// Each feature is four targets: `<Name>` (its logic, on Core and Persistence only),
// `<Name>CLI` (its commands, on the feature and the command kits), `<Name>Web` (its pages,
// on the feature and the web kit) and `<Name>Tests` (the three of them).
// `Tools/new-feature NAME` adds a line here, one in Apps/MosaicApp/FeatureRegistry.swift (its
// commands) and one in Apps/MosaicServer/FeaturePages.swift (its pages).

struct Feature {
    let name: String
    /// What the feature's tests need beyond the feature, the SQLite store and TestSupport.
    var testDependencies: [Target.Dependency] = []

    var targets: [Target] {
        [
            .target(
                name: name,
                dependencies: [
                    "Core", "Persistence", .product(name: "AsyncAlgorithms", package: "swift-async-algorithms"),
                ],
                path: "Modules/\(name)",
                // What the seed app did and the seed bugs fixed: docs/features/<command>.md.
                exclude: ["README.md"]
            ),
            .target(
                name: name + "CLI",
                dependencies: [
                    .target(name: name), "Core", "Persistence", "Console", "CommandKit",
                    .product(name: "ArgumentParser", package: "swift-argument-parser"),
                ],
                path: "Modules/\(name)CLI"
            ),
            .target(
                name: name + "Web",
                dependencies: [.target(name: name), "Core", "Persistence", "WebKit"],
                path: "Modules/\(name)Web"
            ),
            .testTarget(
                name: name + "Tests",
                dependencies: [
                    .target(name: name), .target(name: name + "CLI"), .target(name: name + "Web"), "Core",
                    "Persistence", "PersistenceSQLite", "TestSupport", "WebTestSupport",
                ]
                    + testDependencies,
                path: "Tests/\(name)Tests"
            ),
        ]
    }
}

/// Debug builds link with the toolchain's lld: on Linux the link of the one test bundle
/// (every test target) and of `mosaic` dominates a feature team's edit-test loop, and lld
/// links them in about half the time of the default gold (CONTRIBUTING.md, "The loop").
/// Release builds keep the default linker.
let fastDebugLink: [LinkerSetting] = [.unsafeFlags(["-use-ld=lld"], .when(platforms: [.linux], configuration: .debug))]

let features = [
    Feature(name: "Market"),
    Feature(name: "Perfume"),
    Feature(name: "AppLibrary", testDependencies: ["StubAPI", "HTTPLive"]),
    Feature(name: "Photobox", testDependencies: ["StubAPI", "HTTPLive"]),
    Feature(name: "Habits"),
    // new-feature: next
]

let package = Package(
    name: "Mosaic",
    platforms: [.macOS(.v15)],
    products: [
        .executable(name: "mosaic", targets: ["mosaic"]),
        .executable(name: "mosaic-server", targets: ["mosaic-server"]),
        .executable(name: "mosaic-stub-api", targets: ["mosaic-stub-api"]),
        // For Tools/Benchmarks, which measures the storage engine from outside.
        .library(name: "MosaicStorage", targets: ["Core", "Persistence", "PersistenceSQLite"]),
        .library(name: "MosaicFeatures", targets: ["Perfume", "Photobox"]),
        .library(name: "MosaicWeb", targets: ["WebKit", "PerfumeWeb"]),
    ],
    dependencies: [
        .package(url: "https://github.com/groue/GRDB.swift", from: "7.10.0"),
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/apple/swift-async-algorithms", from: "1.1.4"),
        .package(url: "https://github.com/pointfreeco/swift-clocks", from: "1.1.1"),
        .package(url: "https://github.com/pointfreeco/swift-concurrency-extras", from: "1.4.3"),
        .package(url: "https://github.com/onevcat/Rainbow", from: "4.2.2"),
        // Without swift-configuration support (a default trait): nothing here reads it.
        .package(url: "https://github.com/hummingbird-project/hummingbird", from: "2.28.1", traits: ["FullFoundation"]),
        // The web front's password hash (bcrypt); only its HummingbirdBcrypt product is used.
        .package(url: "https://github.com/hummingbird-project/hummingbird-auth", from: "2.5.0"),
        // Already postgres-nio's; named for hashing sign-in tokens (SHA-256).
        .package(url: "https://github.com/apple/swift-crypto", from: "4.5.2"),
        // Already Hummingbird's; named for the server's request-read deadline (a channel handler).
        .package(url: "https://github.com/apple/swift-nio", from: "2.101.2"),
        .package(url: "https://github.com/apple/swift-nio-extras", from: "1.35.2"),
        .package(url: "https://github.com/vapor/postgres-nio", from: "1.33.2"),
        // Already postgres-nio's; named for the TLS settings of `sslmode`.
        .package(url: "https://github.com/apple/swift-nio-ssl", from: "2.37.6"),
        // Already one of Hummingbird's; named so the server can close live pages before it stops.
        .package(url: "https://github.com/swift-server/swift-service-lifecycle", from: "2.13.0"),
        // Already Hummingbird's and postgres-nio's; named because the web kit and the PostgreSQL
        // store import their modules (every import is declared: Tools/check-boundaries).
        .package(url: "https://github.com/apple/swift-log", from: "1.16.2"),
        .package(url: "https://github.com/apple/swift-http-types", from: "1.8.0"),
    ],
    targets: [
        // MARK: Foundation modules
        .target(
            name: "Core",
            dependencies: [.product(name: "AsyncAlgorithms", package: "swift-async-algorithms")],
            path: "Modules/Core"
        ),
        .target(
            name: "Persistence",
            dependencies: ["Core"],
            path: "Modules/Persistence"
        ),
        .target(
            name: "PersistenceSQLite",
            dependencies: ["Core", "Persistence", .product(name: "GRDB", package: "GRDB.swift")],
            path: "Modules/PersistenceSQLite"
        ),
        .target(
            name: "HTTPLive",
            dependencies: ["Core", "CCurl"],
            path: "Modules/HTTPLive"
        ),
        .target(
            name: "CCurl",
            path: "Modules/CCurl",
            linkerSettings: [.linkedLibrary("dl")]
        ),
        .target(
            name: "VipsThumbnails",
            dependencies: ["Core", "CVips"],
            path: "Modules/VipsThumbnails"
        ),
        .target(
            name: "CVips",
            path: "Modules/CVips",
            linkerSettings: [.linkedLibrary("dl")]
        ),
        .target(
            name: "Console",
            dependencies: ["Core", .product(name: "Rainbow", package: "Rainbow")],
            path: "Modules/Console"
        ),
        .target(
            name: "CommandKit",
            dependencies: [
                "Core",
                "Persistence",
                "Console",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            path: "Modules/CommandKit"
        ),
        .target(
            name: "WebKit",
            dependencies: [
                "Core",
                "Persistence",
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "HummingbirdBcrypt", package: "hummingbird-auth"),
                .product(name: "Crypto", package: "swift-crypto"),
                .product(name: "ServiceLifecycle", package: "swift-service-lifecycle"),
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "NIOHTTPTypes", package: "swift-nio-extras"),
                .product(name: "HTTPTypes", package: "swift-http-types"),
                .product(name: "Logging", package: "swift-log"),
            ],
            path: "Modules/WebKit"
        ),
        .target(
            name: "PersistencePostgres",
            dependencies: [
                "Core", "Persistence", .product(name: "PostgresNIO", package: "postgres-nio"),
                .product(name: "NIOSSL", package: "swift-nio-ssl"),
                .product(name: "NIOCore", package: "swift-nio"), .product(name: "NIOPosix", package: "swift-nio"),
                .product(name: "NIOConcurrencyHelpers", package: "swift-nio"),
                .product(name: "Logging", package: "swift-log"),
            ],
            path: "Modules/PersistencePostgres"
        ),
        .target(
            name: "TestSupport",
            dependencies: [
                "Core",
                "Persistence",
                .product(name: "Clocks", package: "swift-clocks"),
                .product(name: "ConcurrencyExtras", package: "swift-concurrency-extras"),
            ],
            path: "Modules/TestSupport"
        ),
        .target(
            name: "WebTestSupport",
            dependencies: [
                "Core",
                "Persistence",
                "WebKit",
                "PersistenceSQLite",
                "TestSupport",
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "NIOCore", package: "swift-nio"), .product(name: "NIOEmbedded", package: "swift-nio"),
                .product(name: "Logging", package: "swift-log"),
            ],
            path: "Modules/WebTestSupport"
        ),

        // MARK: Tools
        .target(
            name: "StubAPIHandlers",
            dependencies: ["Core"],
            path: "Tools/StubAPIHandlers"
        ),
        .target(
            name: "StubAPI",
            dependencies: ["StubAPIHandlers"],
            path: "Tools/StubAPI"
        ),
        .executableTarget(
            name: "mosaic-stub-api",
            dependencies: ["StubAPI"],
            path: "Tools/mosaic-stub-api"
        ),
        .executableTarget(
            name: "mosaic-postgres-bench",
            dependencies: [
                "Perfume", "Persistence", "PersistencePostgres", .product(name: "PostgresNIO", package: "postgres-nio"),
                .product(name: "NIOCore", package: "swift-nio"), .product(name: "Logging", package: "swift-log"),
            ],
            path: "Tools/mosaic-postgres-bench"
        ),
        .executableTarget(
            name: "mosaic-store-stress",
            dependencies: ["Persistence", "PersistenceSQLite", "PersistencePostgres"],
            path: "Tools/mosaic-store-stress"
        ),

        // MARK: App (composition roots: the command line, its server parts, two small executables)
        // `mosaic` is built without the web server and PostgreSQL (their code holds nearly a third of the
        // protocol conformances the runtime searches as a command starts); it hands the
        // commands that need them to `mosaic-server`, built beside it with them.
        .target(
            name: "MosaicApp",
            dependencies: [
                "Core",
                "Persistence",
                "PersistenceSQLite",
                "HTTPLive",
                "VipsThumbnails",
                "Console",
                "CommandKit",
                "StubAPIHandlers",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ] + features.map { .target(name: $0.name + "CLI") },
            path: "Apps/MosaicApp"
        ),
        .target(
            name: "MosaicServer",
            dependencies: [
                "MosaicApp", "Core", "Persistence", "PersistencePostgres", "CommandKit", "Console", "WebKit",
            ] + features.map { .target(name: $0.name + "Web") },
            path: "Apps/MosaicServer"
        ),
        .executableTarget(
            name: "mosaic",
            dependencies: ["MosaicApp"],
            path: "Apps/mosaic",
            linkerSettings: fastDebugLink
        ),
        .executableTarget(
            name: "mosaic-server",
            dependencies: ["MosaicApp", "MosaicServer"],
            path: "Apps/mosaic-server",
            linkerSettings: fastDebugLink
        ),

        // MARK: Tests
        .testTarget(
            name: "CoreTests",
            dependencies: [
                "Core", "TestSupport", .product(name: "AsyncAlgorithms", package: "swift-async-algorithms"),
            ],
            path: "Tests/CoreTests"
        ),
        .testTarget(
            name: "PersistenceTests",
            dependencies: [
                "Core", "Persistence", "PersistenceSQLite", "PersistencePostgres", "TestSupport",
                .product(name: "GRDB", package: "GRDB.swift"), .product(name: "PostgresNIO", package: "postgres-nio"),
            ],
            path: "Tests/PersistenceTests"
        ),
        .testTarget(
            name: "HTTPLiveTests",
            dependencies: ["Core", "HTTPLive", "StubAPI", "TestSupport"],
            path: "Tests/HTTPLiveTests"
        ),
        .testTarget(
            name: "VipsThumbnailsTests",
            dependencies: ["Core", "VipsThumbnails", "Persistence", "PersistenceSQLite", "TestSupport"],
            path: "Tests/VipsThumbnailsTests"
        ),
        .testTarget(
            name: "ConsoleTests",
            dependencies: ["Core", "Console", "TestSupport"],
            path: "Tests/ConsoleTests"
        ),
        .testTarget(
            name: "WebKitTests",
            dependencies: [
                "Core",
                "Persistence",
                "WebKit",
                "TestSupport",
                "WebTestSupport",
                .product(name: "Hummingbird", package: "hummingbird"),
            ],
            path: "Tests/WebKitTests"
        ),
        .testTarget(
            name: "StubAPITests",
            dependencies: ["Core", "StubAPI", "HTTPLive", "TestSupport"],
            path: "Tests/StubAPITests"
        ),
        .testTarget(
            name: "MosaicTests",
            dependencies: [
                "MosaicApp", "MosaicServer", "Core", "Console", "CommandKit", "TestSupport", "StubAPI",
                "VipsThumbnails",
                .product(name: "GRDB", package: "GRDB.swift"),
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            path: "Tests/MosaicTests",
            exclude: ["HelpSnapshot.txt"],
            // The test bundle holds every test target; its link takes this target's settings.
            linkerSettings: fastDebugLink
        ),
    ]
)

package.targets.append(contentsOf: features.flatMap(\.targets))
