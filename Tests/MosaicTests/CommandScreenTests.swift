import CommandKit
import CommandTestSupport
import Foundation
import Synchronization
import TestSupport
import Testing

@Suite("Interactive commands drive their view-model through one screen")
struct CommandScreenTests {
    /// Runs `arguments` in process and returns what each screen reported as it closed.
    func screens(_ mosaic: MosaicBinary, _ arguments: [String]) async throws -> [CommandScreen.Report] {
        let reports = Mutex<[CommandScreen.Report]>([])
        let result = await CommandScreen.$onClose.withValue({ report in reports.withLock { $0.append(report) } }) {
            await mosaic.runInProcess(arguments)
        }
        #expect(result.status == 0, "\(arguments) \(result.stderr)")
        return reports.withLock { $0 }
    }

    @Test("each form command finishes every input and ends every task of its view-model before it returns")
    func noTaskOutlivesACommand() async throws {
        let mosaic = MosaicBinary()
        let post = try await screens(
            mosaic, ["market", "post", "--title", "자전거", "--category", "3", "--description", "거의 새것"])
        #expect(post.count == 1)
        #expect(post.first?.inputs == 5, "title, category, price, description, submit")
        #expect((post.first?.tasks ?? 0) >= 5, "the form's tasks were started on the screen, and all ended")

        let add = try await screens(
            mosaic, ["perfume", "add", "--brand", "Le Labo", "--name", "Santal 33", "--sentence", "나무"])
        #expect(add.count == 1 && add.first?.inputs == 7)
        #expect((add.first?.tasks ?? 0) >= 7)

        _ = try await screens(mosaic, ["habits", "category", "add", "운동"])
        let goal = try await screens(mosaic, ["habits", "goal", "add", "--category", "운동", "--title", "아침 달리기"])
        #expect(goal.count == 1 && goal.first?.inputs == 3)
        #expect((goal.first?.tasks ?? 0) >= 3)

        let profile = try await screens(mosaic, ["photos", "profile", "create", "--nickname", "한결", "--mbti", "ENFP"])
        #expect(profile.count == 1 && profile.first?.inputs == 4, "nickname, MBTI, avatar, save")
        let edit = try await screens(mosaic, ["photos", "profile", "edit", "--mbti", "INFP"])
        #expect(edit.count == 1)
    }

    @Test("a command that fails still closes its screen")
    func failedCommandClosesItsScreen() async throws {
        let mosaic = MosaicBinary()
        let reports = Mutex<[CommandScreen.Report]>([])
        let result = await CommandScreen.$onClose.withValue({ report in reports.withLock { $0.append(report) } }) {
            await mosaic.runInProcess(["market", "post", "--title", "자전거"])
        }
        #expect(result.status == 65)
        #expect(reports.withLock { $0.count } == 1)
    }
}
