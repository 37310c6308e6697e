import ArgumentParser
import CommandKit

/// `mosaic serve password …`: the web front's sign-in password.
struct ServePasswordCommand: AsyncParsableCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(
            commandName: "password",
            abstract: HelpText.localized(
                en: "Set or remove the password the web pages ask for.", ko: "웹 페이지가 묻는 비밀번호를 정하거나 지웁니다."),
            subcommands: [ServePasswordSetCommand.self, ServePasswordRemoveCommand.self]
        )
    }
}
