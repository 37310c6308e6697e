import ArgumentParser
import CommandKit

/// `mosaic members …`: the household's members, each of whom signs in as themselves.
struct MembersCommand: AsyncParsableCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(
            commandName: "members",
            abstract: HelpText.localized(
                en: "The household's members: add, invite, list, rename, set a password, disable.",
                ko: "가족 구성원: 추가, 초대, 목록, 이름 바꾸기, 비밀번호 정하기, 로그인 막기."),
            subcommands: [
                MembersAddCommand.self, MembersInviteCommand.self, MembersListCommand.self, MembersRenameCommand.self,
                MembersPasswordCommand.self, MembersDisableCommand.self, MembersEnableCommand.self,
                MembersRemoveCommand.self, MembersReassignCommand.self,
            ]
        )
    }
}
