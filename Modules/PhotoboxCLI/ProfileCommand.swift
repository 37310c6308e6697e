import ArgumentParser

/// `mosaic photos profile …`: the local profile (onboarding and Profile Setting).
struct ProfileCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "profile",
        abstract: "Create, show, edit or delete the profile (nickname, MBTI, avatar).",
        subcommands: [
            ProfileCreateCommand.self, ProfileShowCommand.self, ProfileEditCommand.self, ProfileDeleteCommand.self,
        ]
    )
}
