import ArgumentParser
import CommandKit

/// `mosaic habits`: goals in categories, certified by photos inside their windows.
struct HabitsCommand: AsyncParsableCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(
            commandName: "habits",
            abstract:
                HelpText.localized(
                    en:
                        "Goals in categories, certified by a photo inside their time window; album and reminders (seed 003, Rabit).",
                    ko: "카테고리별 목표를 시간 안에 사진으로 인증합니다; 앨범과 알림(시드 003, Rabit)."),
            subcommands: [
                CategoryCommand.self, GoalCommand.self, CertifyCommand.self, DueCommand.self, AlbumCommand.self,
                PhotoCommand.self, StampsCommand.self, RemindersCommand.self, SkipCommand.self, ImportCommand.self,
            ]
        )
    }
}
