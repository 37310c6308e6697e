import Foundation
import StubAPI

// mosaic-stub-api [--port N] [--seed N] [--fault API:FAULT]...
// Serves the Unsplash and iTunes stand-ins on 127.0.0.1 until interrupted. The first
// line printed is the base URL; the next two are the environment to point Mosaic at it.

var port: UInt16 = 0
var seed: UInt64 = 1
var faults: [(StubAPIName, StubFault)] = []
var arguments = CommandLine.arguments.dropFirst()

func fail(_ message: String) -> Never {
    FileHandle.standardError.write(Data("mosaic-stub-api: \(message)\n".utf8))
    exit(64)
}

while let argument = arguments.popFirst() {
    switch argument {
    case "--port":
        guard let value = arguments.popFirst(), let number = UInt16(value) else {
            fail("--port takes a number 0–65535")
        }
        port = number
    case "--seed":
        guard let value = arguments.popFirst(), let number = UInt64(value) else { fail("--seed takes a whole number") }
        seed = number
    case "--fault":
        guard let value = arguments.popFirst() else { fail("--fault takes API:FAULT, e.g. itunes:rate-limited") }
        let parts = value.split(separator: ":", maxSplits: 1).map(String.init)
        guard parts.count == 2, let api = StubAPIName(rawValue: parts[0]), let fault = StubFault(parts[1]) else {
            fail(
                "unknown fault '\(value)'; e.g. itunes:rate-limited, unsplash:500, itunes:bad-request:message, unsplash:slow:3"
            )
        }
        faults.append((api, fault))
    case "--help", "-h":
        print("usage: mosaic-stub-api [--port N] [--seed N] [--fault API:FAULT]...")
        exit(0)
    default:
        fail("unknown argument '\(argument)'")
    }
}

do {
    let server = try await StubServer.start(seed: seed, port: port)
    for (api, fault) in faults {
        server.inject(fault, for: api)
    }
    var banner = server.baseURL.absoluteString + "\n"
    for (key, value) in server.environment.sorted(by: { $0.key < $1.key }) {
        banner += "export \(key)=\(value)\n"
    }
    FileHandle.standardOutput.write(Data(banner.utf8))
    while true {
        try await Task.sleep(for: .seconds(3600))
    }
} catch {
    fail("cannot start: \(error)")
}
