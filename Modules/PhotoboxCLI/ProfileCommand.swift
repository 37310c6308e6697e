import ArgumentParser
import CommandKit

/// `mosaic photos profile …`: the local profile (onboarding and Profile Setting).
struct ProfileCommand: AsyncParsableCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(
            commandName: "profile",
            abstract: HelpText.localized(
                en: "Create, show, edit or delete the profile (nickname, MBTI, avatar).",
                ko: "프로필(닉네임, MBTI, 아바타)을 만들고, 보고, 고치고, 지웁니다."),
            subcommands: [
                ProfileCreateCommand.self, ProfileShowCommand.self, ProfileEditCommand.self, ProfileDeleteCommand.self,
            ]
        )
    }
}
