import CommandKit
import CommandTestSupport
import Foundation
import TestSupport
import Testing

@Suite("Interactive commands drive their view-model through one screen")
struct CommandScreenTests {
    /// Runs `arguments` in process (answering prompts with `typing`, as a terminal, when
    /// given) and returns what each screen reported as it closed.
    func screens(_ mosaic: MosaicBinary, _ arguments: [String], typing: [String]? = nil) async throws
        -> [CommandScreen.Report]
    {
        let (result, screens) = await mosaic.runInProcessClosingScreens(arguments, typing: typing)
        #expect(result.status == 0, "\(arguments) \(result.stderr)")
        return screens
    }

    @Test(
        "a one-shot command (every field given) opens no screen: it calls the repository, as a form without JavaScript does (#49)"
    )
    func oneShotCommandsOpenNoScreen() async throws {
        let mosaic = MosaicBinary()
        for arguments in [
            ["market", "post", "--title", "자전거", "--category", "3", "--description", "거의 새것"],
            ["perfume", "add", "--brand", "Le Labo", "--name", "Santal 33", "--sentence", "나무"],
            ["habits", "category", "add", "운동"],
            ["habits", "goal", "add", "--category", "운동", "--title", "아침 달리기"],
            ["habits", "goal", "edit", "아침 달리기", "--subtitle", "5 km"],
            ["photos", "profile", "create", "--nickname", "한결", "--mbti", "ENFP", "--avatar", "3"],
        ] {
            #expect(try await screens(mosaic, arguments).isEmpty, "\(arguments)")
        }
    }

    @Test("a form command that asks finishes every input and ends every task of its view-model before it returns")
    func noTaskOutlivesACommand() async throws {
        let mosaic = MosaicBinary()
        let post = try await screens(
            mosaic, ["market", "post", "--category", "3", "--description", "거의 새것"], typing: ["자전거", ""])
        #expect(post.count == 1)
        #expect(post.first?.inputs == 5, "title, category, price, description, submit")
        #expect((post.first?.tasks ?? 0) >= 5, "the form's tasks were started on the screen, and all ended")

        let add = try await screens(
            mosaic, ["perfume", "add", "--brand", "Le Labo", "--sentence", "나무"], typing: ["Santal 33", "", "", ""])
        #expect(add.count == 1 && add.first?.inputs == 7)
        #expect((add.first?.tasks ?? 0) >= 7)

        _ = try await screens(mosaic, ["habits", "category", "add", "운동"])
        let goal = try await screens(
            mosaic, ["habits", "goal", "add", "--category", "운동"], typing: ["아침 달리기", "", "", "", "", "", ""])
        #expect(goal.count == 1 && goal.first?.inputs == 3)
        #expect((goal.first?.tasks ?? 0) >= 3)
    }

    @Test("a command that fails still closes its screen")
    func failedCommandClosesItsScreen() async throws {
        let mosaic = MosaicBinary()
        // The terminal ends before the title is answered.
        let (result, screens) = await mosaic.runInProcessClosingScreens(
            ["market", "post", "--category", "3", "--description", "거의 새것"], typing: [])
        #expect(result.status != 0)
        #expect(screens.count == 1)
    }
}
