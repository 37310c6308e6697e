import Foundation
import TestSupport

/// Runs the built `mosaic` binary with a fresh data dir and no colour.
struct MosaicBinary {
    let data = TemporaryDirectory("mosaic-e2e")
    var environment: [String: String] = [:]

    func run(_ arguments: [String], input: String = "") throws -> ProcessRunner.Result {
        let environment = ["MOSAIC_HOME": data.path].merging(self.environment) { $1 }
        return try ProcessRunner(executable: BuiltProducts.executable("mosaic"), environment: environment)
            .run(arguments, input: input)
    }

    func json(_ result: ProcessRunner.Result) throws -> Any {
        try JSONSerialization.jsonObject(with: Data(result.stdout.utf8))
    }
}
