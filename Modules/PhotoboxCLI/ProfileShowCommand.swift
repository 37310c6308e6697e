import ArgumentParser
import CommandKit
import Console
import Core
import Photobox

/// `mosaic photos profile show`.
struct ProfileShowCommand: MosaicCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(
            commandName: "show", abstract: HelpText.localized(en: "Show the profile.", ko: "프로필을 보여 줍니다."))
    }

    @OptionGroup var global: GlobalOptions

    func run(in context: CommandContext) async throws -> CommandOutput {
        let profile = try await context.requireProfile()
        let likes = try await context.likes.count()
        var facts = KeyValueBlock()
        facts.append("MBTI", profile.mbti.text)
        facts.append(context.io.text(Message(en: "Avatar", ko: "프로필 이미지")), profile.avatar.description)
        facts.append(context.io.text(PhotoboxMessages.likes), likes.grouped)
        var document = Document(line: profile.nickname, .emphasis)
        document.facts(facts, labels: .dim)
        return .data(document, json: JSONProfile(profile, likes: likes))
    }
}
