// swift-tools-version:6.1
import Foundation
import PackageDescription

// Mosaic: five apps' logic as feature modules behind one `mosaic` command line.
// The target graph and its rules are in CONTRIBUTING.md ("Layout", "Rules").

// MARK: Features
// Each feature is six targets: `<Name>` (its logic, on Core and Persistence only),
// `<Name>CLI` (its commands, on the feature and the command kits), `<Name>Web` (its pages,
// on the feature and the web kit), and a test target for each: `<Name>Tests` (the logic on
// the SQLite store), `<Name>CLITests` (its commands, run in process) and `<Name>WebTests`
// (its pages). `Tools/new-feature NAME` adds a line here, one in
// Apps/MosaicApp/FeatureRegistry.swift (its commands) and one in
// Apps/MosaicServer/FeaturePages.swift (its pages).

struct Feature {
    let name: String
    /// What the feature's logic imports beyond Core, Persistence and FeatureContract (a
    /// package product its layer may use: Tools/check-boundaries).
    var logicDependencies: [Target.Dependency] = []
    /// What its commands import beyond the feature and the kits: the stand-in of the API the
    /// feature calls, which its tour runs against.
    var cliDependencies: [Target.Dependency] = []
    /// What the feature's logic tests import beyond the feature, the SQLite store and TestSupport.
    var testDependencies: [Target.Dependency] = []
    /// What its command tests import beyond its commands and the command test kit.
    var cliTestDependencies: [Target.Dependency] = []
    /// What its page tests import beyond the feature, its pages, Core and the web test kit.
    var webTestDependencies: [Target.Dependency] = []

    /// The feature's targets for the fronts `fronts`.
    func targets(fronts: Set<Front>) -> [Target] {
        var targets: [Target] = [
            .target(
                name: name,
                dependencies: ["Core", "Persistence", "FeatureContract"] + logicDependencies,
                path: "Modules/\(name)",
                // What the seed app did and the seed bugs fixed: docs/features/<command>.md.
                exclude: ["README.md"]
            ),
            .testTarget(
                name: name + "Tests",
                dependencies: [.target(name: name), "Core", "Persistence", "PersistenceSQLite", "TestSupport"]
                    + testDependencies,
                path: "Tests/\(name)Tests"
            ),
        ]
        if fronts.contains(.cli) {
            targets += [
                .target(
                    name: name + "CLI",
                    dependencies: [
                        .target(name: name), "Core", "Persistence", "FeatureContract", "Console", "CommandKit",
                        .product(name: "ArgumentParser", package: "swift-argument-parser"),
                    ] + cliDependencies,
                    path: "Modules/\(name)CLI"
                ),
                .testTarget(
                    name: name + "CLITests",
                    dependencies: [.target(name: name + "CLI"), "CommandTestSupport"] + cliTestDependencies,
                    path: "Tests/\(name)CLITests"
                ),
            ]
        }
        if fronts.contains(.web) {
            targets += [
                .target(
                    name: name + "Web",
                    dependencies: [.target(name: name), "Core", "Persistence", "FeatureContract", "PageKit"],
                    path: "Modules/\(name)Web"
                ),
                .testTarget(
                    name: name + "WebTests",
                    dependencies: [.target(name: name), .target(name: name + "Web"), "Core", "WebTestSupport"]
                        + webTestDependencies,
                    path: "Tests/\(name)WebTests"
                ),
            ]
        }
        return targets
    }
}

/// The fronts a feature has: its commands and its pages.
enum Front: String, CaseIterable {
    case cli, web
}

/// Debug builds link with the toolchain's lld: on Linux the link of the one test bundle
/// (every test target) and of `mosaic` dominates a feature team's edit-test loop, and lld
/// links them in about half the time of the default gold (CONTRIBUTING.md, "The loop").
/// Release builds keep the default linker.
let fastDebugLink: [LinkerSetting] = [.unsafeFlags(["-use-ld=lld"], .when(platforms: [.linux], configuration: .debug))]

/// swift-async-algorithms' `debounce`, `throttle` and `combineLatest`, which view-models use.
let asyncAlgorithms: Target.Dependency = .product(name: "AsyncAlgorithms", package: "swift-async-algorithms")

let features = [
    Feature(name: "Market", logicDependencies: [asyncAlgorithms], cliTestDependencies: ["TestSupport"]),
    Feature(
        name: "Perfume", logicDependencies: [asyncAlgorithms], cliTestDependencies: ["TestSupport"],
        webTestDependencies: ["TestSupport"]),
    Feature(
        name: "AppLibrary", logicDependencies: [asyncAlgorithms], cliDependencies: ["StandInKit", "ITunesStandIn"],
        testDependencies: ["StubAPI", "HTTPLive"],
        cliTestDependencies: ["TestSupport", "StubAPI"], webTestDependencies: ["TestSupport", "StubAPI", "HTTPLive"]),
    Feature(
        name: "Photobox", logicDependencies: [asyncAlgorithms], cliDependencies: ["StandInKit", "UnsplashStandIn"],
        testDependencies: ["StubAPI", "HTTPLive"],
        cliTestDependencies: ["TestSupport", "StubAPI"], webTestDependencies: ["TestSupport", "Persistence"]),
    Feature(
        name: "Habits", logicDependencies: [asyncAlgorithms], cliTestDependencies: ["TestSupport"],
        webTestDependencies: ["TestSupport", "Persistence"]),
    // new-feature: next
]

// MARK: The gate
// A feature team builds and tests its feature alone: `MOSAIC_FEATURES=Market swift test`
// (names as in `features`, comma-separated) keeps only those features' targets, the kits
// they import and their tests; `MOSAIC_FRONTS=cli` (or `web`) narrows that to the logic and
// one front. Gated, the package has no PostgreSQL store, no `mosaic-server` and no tools:
// the command line `mosaic` holds the chosen features only, and its command tests run on
// SQLite. Without the variables, everything. SwiftPM reads the manifest again when they
// change (CONTRIBUTING.md, "Working on one feature").
let environment = Context.environment
let isGated = environment["MOSAIC_FEATURES"] != nil || environment["MOSAIC_FRONTS"] != nil
/// The names a gate variable lists, as written (commas between, spaces ignored); a name that
/// is not one of `known` stops the manifest's load with the names it knows, so a typo never
/// builds a package with less in it than was asked for.
func gateNames(_ variable: String, known: [String]) -> [String]? {
    guard let value = environment[variable] else { return nil }
    let names = value.split(separator: ",").map { $0.filter { !$0.isWhitespace } }.filter { !$0.isEmpty }
    let unknown = names.filter { name in !known.contains { $0.lowercased() == name.lowercased() } }
    if !unknown.isEmpty || names.isEmpty {
        let problem = unknown.isEmpty ? "names nothing" : "no such name: " + unknown.joined(separator: ", ")
        FileHandle.standardError.write(
            Data("\(variable)=\(value): \(problem); the names are \(known.joined(separator: ", "))\n".utf8))
        exit(64)
    }
    return names.map { $0.lowercased() }
}
let selectedFeatures: [Feature] = {
    guard let names = gateNames("MOSAIC_FEATURES", known: features.map(\.name)) else { return features }
    return features.filter { names.contains($0.name.lowercased()) }
}()
let fronts: Set<Front> = {
    guard let names = gateNames("MOSAIC_FRONTS", known: Front.allCases.map(\.rawValue)) else {
        return Set(Front.allCases)
    }
    return Set(names.compactMap(Front.init(rawValue:)))
}()
/// The features `mosaic` is compiled with (`FeatureRegistry` reads these).
let featureDefines: [SwiftSetting] = selectedFeatures.map { .define("MOSAIC_FEATURE_\($0.name)") }

/// Every package Mosaic names, by the name its products are asked for with.
let packages: [(name: String, dependency: Package.Dependency)] = [
    ("GRDB.swift", .package(url: "https://github.com/groue/GRDB.swift", from: "7.10.0")),
    ("swift-argument-parser", .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2")),
    ("swift-async-algorithms", .package(url: "https://github.com/apple/swift-async-algorithms", from: "1.1.4")),
    ("swift-clocks", .package(url: "https://github.com/pointfreeco/swift-clocks", from: "1.1.1")),
    (
        "swift-concurrency-extras",
        .package(url: "https://github.com/pointfreeco/swift-concurrency-extras", from: "1.4.3")
    ),
    ("Rainbow", .package(url: "https://github.com/onevcat/Rainbow", from: "4.2.2")),
    // Without swift-configuration support (a default trait): nothing here reads it.
    (
        "hummingbird",
        .package(url: "https://github.com/hummingbird-project/hummingbird", from: "2.28.1", traits: ["FullFoundation"])
    ),
    // The web front's password hash (bcrypt); only its HummingbirdBcrypt product is used.
    ("hummingbird-auth", .package(url: "https://github.com/hummingbird-project/hummingbird-auth", from: "2.5.0")),
    // Already Hummingbird's; named for the server's request-read deadline (a channel handler).
    ("swift-nio", .package(url: "https://github.com/apple/swift-nio", from: "2.101.2")),
    ("swift-nio-extras", .package(url: "https://github.com/apple/swift-nio-extras", from: "1.35.2")),
    // The site server's gzip (its ZlibCompressor over the system's zlib), on the NIO it has.
    ("compress-nio", .package(url: "https://github.com/adam-fowler/compress-nio", from: "1.5.0")),
    ("postgres-nio", .package(url: "https://github.com/vapor/postgres-nio", from: "1.33.2")),
    // Already postgres-nio's; named for the TLS settings of `sslmode`.
    ("swift-nio-ssl", .package(url: "https://github.com/apple/swift-nio-ssl", from: "2.37.6")),
    // Already one of Hummingbird's; named so the server can close live pages before it stops.
    (
        "swift-service-lifecycle",
        .package(url: "https://github.com/swift-server/swift-service-lifecycle", from: "2.13.0")
    ),
    // Already Hummingbird's and postgres-nio's; named because the web kit and the PostgreSQL
    // store import their modules (every import is declared: Tools/check-boundaries).
    ("swift-log", .package(url: "https://github.com/apple/swift-log", from: "1.16.2")),
    ("swift-http-types", .package(url: "https://github.com/apple/swift-http-types", from: "1.8.0")),
]

// The targets are split into a few arrays because one literal of them all took the
// compiler 5 s to type-check, paid again by every manifest load with a new environment.

/// The kits every feature builds on, and the test supports.
let kitTargets: [Target] =
    [
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
        // What a feature declares and is handed (`Feature`, `FeatureContext`,
        // `FeatureDependencies`), on the store's protocols.
        .target(
            name: "FeatureContract",
            dependencies: ["Core", "Persistence"],
            path: "Modules/FeatureContract"
        ),
        // The household's members: the composition root's alone (no feature knows who signs in).
        .target(
            name: "Household",
            dependencies: ["Core", "Persistence"],
            path: "Modules/Household"
        ),
        // The doctor and the copy between engines: the app's commands use them, no feature does.
        .target(
            name: "StoreMaintenance",
            dependencies: ["Core", "Persistence"],
            path: "Modules/StoreMaintenance"
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
        // The system's zlib (Debian's zlib1g-dev): the web server's gzip responses, and the
        // ZIP archives the command line imports (a Loop Habit Tracker export).
        .systemLibrary(
            name: "CZlib",
            path: "Modules/CZlib",
            providers: [.apt(["zlib1g-dev"])]
        ),
        // What an API's stand-in is made of (seeded data, a request, a reply) and the client
        // that calls one in process: a feature brings its API's stand-in to `mosaic tour`.
        .target(
            name: "StandInKit",
            dependencies: ["Core"],
            path: "Modules/StandInKit"
        ),
        // Unsplash's stand-in, which Photobox's commands bring to the tour.
        .target(
            name: "UnsplashStandIn",
            dependencies: ["StandInKit"],
            path: "Modules/UnsplashStandIn"
        ),
        // The iTunes Search API's stand-in, which AppLibrary's commands bring to the tour.
        .target(
            name: "ITunesStandIn",
            dependencies: ["StandInKit"],
            path: "Modules/ITunesStandIn"
        ),
        // The system's libcrypto (Debian's libssl-dev): the site server's SHA-256, from a
        // maintained implementation that compiles nothing.
        .systemLibrary(
            name: "CCrypto",
            path: "Modules/CCrypto",
            providers: [.apt(["libssl-dev"])]
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
                "FeatureContract",
                "Console",
                "CZlib",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            path: "Modules/CommandKit"
        ),
        // What a feature's pages are written with: pages, live sessions, forms, routes,
        // markup, paging. No HTTP server: a change to the server recompiles no front.
        .target(
            name: "PageKit",
            dependencies: ["Core", "Persistence", "FeatureContract"],
            path: "Modules/PageKit"
        ),
        // The site the pages are served in: the HTTP server, guards, sign-in, compression
        // and caching, assets. The composition root and the web test kit add it; no front may.
        .target(
            name: "SiteServer",
            dependencies: [
                "Core",
                "Persistence",
                "FeatureContract",
                "PageKit",
                "Household",
                "CZlib",
                "CCrypto",
                .product(name: "CompressNIO", package: "compress-nio"),
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "HummingbirdCore", package: "hummingbird"),
                .product(name: "HummingbirdBcrypt", package: "hummingbird-auth"),
                .product(name: "ServiceLifecycle", package: "swift-service-lifecycle"),
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "NIOHTTP1", package: "swift-nio"),
                .product(name: "NIOPosix", package: "swift-nio"),
                .product(name: "NIOHTTPTypes", package: "swift-nio-extras"),
                .product(name: "HTTPTypes", package: "swift-http-types"),
                .product(name: "Logging", package: "swift-log"),
            ],
            path: "Modules/SiteServer"
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
                "FeatureContract",
                "PageKit",
                "SiteServer",
                "Household",
                "PersistenceSQLite",
                "TestSupport",
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "NIOCore", package: "swift-nio"), .product(name: "NIOEmbedded", package: "swift-nio"),
                .product(name: "Logging", package: "swift-log"),
            ],
            path: "Modules/WebTestSupport"
        ),
    ]

/// The stand-in APIs and the measuring tools.
let toolTargets: [Target] =
    [
        // MARK: Tools
        // The stand-ins' tests and other processes reach behind a socket (`StubAPI`), with
        // injected faults and the Unsplash quota; each feature's tour calls its own in process.
        .target(
            name: "StubAPIHandlers",
            dependencies: ["StandInKit", "UnsplashStandIn", "ITunesStandIn"],
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
    ]

/// The composition roots.
let appTargets: [Target] =
    [
        // MARK: App (composition roots: the command line, its server parts, two small executables)
        // `mosaic` is built without the web server and PostgreSQL (their code holds nearly a third of the
        // protocol conformances the runtime searches as a command starts); it hands the
        // commands that need them to `mosaic-server`, built beside it with them.
        // The command runtime: environment, runner, stores, the ArgumentParser adapters; it
        // imports no feature, so a feature's command tests run on it with their plugin alone.
        .target(
            name: "CommandRuntime",
            dependencies: [
                "Core",
                "Persistence",
                "FeatureContract",
                "Household",
                "PersistenceSQLite",
                "HTTPLive",
                "VipsThumbnails",
                "Console",
                "CommandKit",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            path: "Apps/CommandRuntime"
        ),
        // The app: the features the package holds and the app's own commands, on the runtime.
        .target(
            name: "MosaicApp",
            dependencies: [
                "CommandRuntime",
                "Core",
                "Persistence",
                "StoreMaintenance",
                "Household",
                "PersistenceSQLite",
                "VipsThumbnails",
                "Console",
                "CommandKit",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ] + selectedFeatures.map { .target(name: $0.name + "CLI") },
            path: "Apps/MosaicApp",
            swiftSettings: featureDefines
        ),
        // `mosaic-server`'s PostgreSQL engine, apart from the web so that a feature's command
        // tests run on PostgreSQL without compiling any page.
        .target(
            name: "ServerStorage",
            dependencies: ["CommandRuntime", "Core", "Persistence", "PersistencePostgres"],
            path: "Apps/ServerStorage"
        ),
        // `mosaic-server`'s web front: the site of every feature's pages.
        .target(
            name: "MosaicServer",
            dependencies: [
                "CommandRuntime", "Core", "Persistence", "CommandKit", "Console", "PageKit", "SiteServer", "Household",
            ] + selectedFeatures.map { .target(name: $0.name + "Web") },
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
            dependencies: ["MosaicApp", "CommandRuntime", "MosaicServer", "ServerStorage"],
            path: "Apps/mosaic-server",
            linkerSettings: fastDebugLink
        ),
    ]

/// The tests of the kits and the app as a whole (each feature's are its own).
let sharedTestTargets: [Target] =
    [
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
                "Core", "Persistence", "StoreMaintenance", "PersistenceSQLite", "PersistencePostgres", "TestSupport",
                .product(name: "GRDB", package: "GRDB.swift"), .product(name: "PostgresNIO", package: "postgres-nio"),
            ],
            path: "Tests/PersistenceTests"
        ),
        // The compiler's known bugs we work around, each compiled and run as the release build
        // compiles it; a minute each, so CI runs them in a step of their own.
        .testTarget(
            name: "ReproductionTests",
            dependencies: ["TestSupport"],
            path: "Tests/ReproductionTests"
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
            name: "HouseholdTests",
            dependencies: ["Core", "Household", "PersistenceSQLite"],
            path: "Tests/HouseholdTests"
        ),
        .testTarget(
            name: "PageKitTests",
            dependencies: ["Core", "PageKit"],
            path: "Tests/PageKitTests"
        ),
        .testTarget(
            name: "SiteServerTests",
            dependencies: [
                "Core",
                "Persistence",
                "FeatureContract",
                "CZlib",
                "PageKit",
                "SiteServer",
                "Household",
                "TestSupport",
                "WebTestSupport",
                .product(name: "Hummingbird", package: "hummingbird"),
            ],
            path: "Tests/SiteServerTests"
        ),
        .testTarget(
            name: "StubAPITests",
            dependencies: ["Core", "StubAPI", "HTTPLive", "TestSupport"],
            path: "Tests/StubAPITests"
        ),
        .target(
            name: "CommandTestSupport",
            dependencies: ["CommandRuntime", "CommandKit", "Console", "TestSupport"]
                + (isGated ? [] : ["ServerStorage"]),
            path: "Modules/CommandTestSupport",
            // Whole, the in-process runs carry mosaic-server's PostgreSQL engine (never its
            // web front, so a feature's command tests compile no page); gated, they run on
            // SQLite alone.
            swiftSettings: isGated ? [] : [.define("MOSAIC_SERVER_STORAGE")]
        ),
        .testTarget(
            name: "MosaicTests",
            dependencies: [
                "MosaicApp", "CommandRuntime", "MosaicServer", "ServerStorage", "Core", "Console", "CommandKit",
                "CommandTestSupport",
                "TestSupport", "VipsThumbnails",
                // Two sites' pages on one PostgreSQL database (MembersOnPostgresTests):
                // kept here, not in the feature's web tests, so the gated feature builds no
                // PostgreSQL.
                "Perfume", "PerfumeWeb", "Market", "MarketWeb", "WebTestSupport", "Persistence", "PersistencePostgres",
                .product(name: "GRDB", package: "GRDB.swift"),
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            path: "Tests/MosaicTests",
            exclude: ["HelpSnapshot.txt", "HelpSnapshot.ko.txt"],
            // The test bundle holds every test target; its link takes this target's settings.
            linkerSettings: fastDebugLink
        ),
    ]

/// Every target of the whole package, each feature's with both fronts.
let allTargets: [Target] =
    kitTargets + toolTargets + appTargets + sharedTestTargets
    + selectedFeatures.flatMap { $0.targets(fronts: isGated ? fronts : Set(Front.allCases)) }

/// Gated, what the chosen features' targets (and, with the command line, the app that
/// runs their commands) reach through their dependencies; whole, every target.
let includedTargets: [Target] = {
    guard isGated else { return allTargets }
    let byName = Dictionary(uniqueKeysWithValues: allTargets.map { ($0.name, $0) })
    var roots = selectedFeatures.flatMap { $0.targets(fronts: fronts).map(\.name) }
    if fronts.contains(.cli) { roots += ["mosaic", "CommandTestSupport"] }
    var included: Set<String> = []
    while let name = roots.popLast() {
        guard included.insert(name).inserted, let target = byName[name] else { continue }
        for dependency in target.dependencies {
            switch dependency {
            case .targetItem(let name, _), .byNameItem(let name, _): roots.append(name)
            default: continue
            }
        }
    }
    return allTargets.filter { included.contains($0.name) }
}()

/// The packages the included targets use: gated, the others are not even resolved into the build.
let usedPackages: Set<String> = Set(
    includedTargets.flatMap(\.dependencies).compactMap { dependency -> String? in
        if case .productItem(_, let package, _, _) = dependency { return package }
        return nil
    })

let includedNames = Set(includedTargets.map(\.name))
/// Each product with the targets it is made of: a product stays while all of them do.
let products: [Product] = [
    (["mosaic"], Product.executable(name: "mosaic", targets: ["mosaic"])),
    (["mosaic-server"], .executable(name: "mosaic-server", targets: ["mosaic-server"])),
    (["mosaic-stub-api"], .executable(name: "mosaic-stub-api", targets: ["mosaic-stub-api"])),
    // For Tools/Benchmarks, which measures the storage engine from outside.
    (
        ["Core", "Persistence", "PersistenceSQLite"],
        .library(name: "MosaicStorage", targets: ["Core", "Persistence", "PersistenceSQLite"])
    ),
    // For Tools/Benchmarks too: two features' logic, measured as a screen drives it.
    (["Perfume", "Photobox"], .library(name: "MosaicFeatures", targets: ["Perfume", "Photobox"])),
    // For Tools/Benchmarks too: the journal's pages in the site that serves them.
    (
        ["PageKit", "SiteServer", "FeatureContract", "PerfumeWeb"],
        .library(name: "MosaicWeb", targets: ["PageKit", "SiteServer", "FeatureContract", "PerfumeWeb"])
    ),
].filter { $0.0.allSatisfy(includedNames.contains) }.map(\.1)

let package = Package(
    name: "Mosaic",
    platforms: [.macOS(.v15)],
    products: products,
    dependencies: packages.filter { usedPackages.contains($0.name) }.map(\.dependency),
    targets: includedTargets
)
