// swift-tools-version:6.1
import Foundation
import PackageDescription

// SwiftPM names a path dependency after its folder, which is wherever the repo was cloned.
let root = URL(fileURLWithPath: Context.packageDirectory).deletingLastPathComponent().deletingLastPathComponent()

// Benchmarks live in their own package so that CI's `swift test` never builds them.
//   cd Tools/Benchmarks && swift package benchmark
let package = Package(
    name: "MosaicBenchmarks",
    platforms: [.macOS(.v15)],
    dependencies: [
        .package(path: root.path),
        .package(url: "https://github.com/ordo-one/benchmark", from: "1.38.1", traits: ["MallocInterposer"]),
        .package(url: "https://github.com/groue/GRDB.swift", from: "7.10.0"),
        .package(url: "https://github.com/hummingbird-project/hummingbird", from: "2.28.1"),
    ],
    targets: [
        .executableTarget(
            name: "StorageBenchmarks",
            dependencies: [
                .product(name: "Benchmark", package: "benchmark"),
                .product(name: "MosaicStorage", package: root.lastPathComponent),
                .product(name: "GRDB", package: "GRDB.swift"),
            ],
            path: "Benchmarks/StorageBenchmarks",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        ),
        .executableTarget(
            name: "PerfumeBenchmarks",
            dependencies: [
                .product(name: "Benchmark", package: "benchmark"),
                .product(name: "MosaicStorage", package: root.lastPathComponent),
                .product(name: "MosaicFeatures", package: root.lastPathComponent),
            ],
            path: "Benchmarks/PerfumeBenchmarks",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        ),
        .executableTarget(
            name: "WebBenchmarks",
            dependencies: [
                .product(name: "Benchmark", package: "benchmark"),
                .product(name: "MosaicStorage", package: root.lastPathComponent),
                .product(name: "MosaicFeatures", package: root.lastPathComponent),
                .product(name: "MosaicWeb", package: root.lastPathComponent),
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "HummingbirdTesting", package: "hummingbird"),
            ],
            path: "Benchmarks/WebBenchmarks",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        ),
    ]
)
