import ArgumentParser
import CommandKit
import Console
import Core
import Habits

/// `mosaic habits photo …`: the album's photo edit.
struct PhotoCommand: AsyncParsableCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(
            commandName: "photo",
            abstract: HelpText.localized(en: "Change a photo's stamp or delete it.", ko: "사진의 스탬프를 바꾸거나 사진을 지웁니다."),
            subcommands: [PhotoEditCommand.self, PhotoDeleteCommand.self]
        )
    }
}
