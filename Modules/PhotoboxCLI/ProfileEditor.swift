import CommandKit
import Console
import Core
import Photobox

/// The interactive Profile Setting screen on a terminal: the nickname with its message
/// redrawn on every keystroke, MBTI letters toggled, the avatar picked from the list.
struct ProfileEditor {
    let context: CommandContext

    /// Asks for whatever `ask` names; nil when the person quit.
    func run(_ form: ProfileForm, askNickname: Bool, askMBTI: Bool, askAvatar: Bool) async throws -> ProfileForm? {
        var form = form
        let io = context.io
        if askNickname {
            guard let nickname = try await nickname(start: form.nickname) else { return nil }
            form.nickname = nickname
        }
        if askMBTI {
            while true {
                io.stderr.write(mbtiLine(form.mbti) + "\n")
                let typed = try context.prompter.ask(PhotoboxCLIMessages.askMBTI)
                if typed.isEmpty {
                    if form.mbti.isComplete { break }
                    io.warn(PhotoboxCLIMessages.mbtiIncomplete(form.mbti.missingGroups))
                }
                for letter in typed.uppercased() where !letter.isWhitespace { form.mbti.toggle(letter) }
            }
        }
        if askAvatar {
            // Numbered 0–11 like --avatar, so what is typed here works there too.
            let avatars = ProfileAvatar.all
            form.avatar = avatars[try context.prompter.choose(PhotoboxCLIMessages.askAvatar, options: avatars.map(\.description),
                                                              firstNumber: 0, selected: form.avatar.flatMap(avatars.firstIndex))]
        }
        return form
    }

    /// `[E] I   N [S] …`: the four groups with the picked letters in brackets.
    func mbtiLine(_ selection: MBTISelection) -> String {
        MBTISelection.groups.map { group in
            group.map { selection.isSelected($0) ? "[\($0)]" : " \($0) " }.joined()
        }.joined(separator: "  ")
    }

    /// The nickname field: the rule message under it follows every keystroke; Enter on a
    /// valid nickname accepts it, and on an invalid one keeps the text and its message.
    private func nickname(start: String) async throws -> String? {
        let search = LiveSearch(editor: context.lineEditor, io: context.io, help: PhotoboxCLIMessages.nicknameHelp)
        let typed = EventRelay<String>()
        defer { typed.finish() }
        let io = context.io
        let checks = typed.values().mapStream { NicknameCheck($0) }
        return try await search.run(query: typed, startingWith: start, results: checks,
                                    accept: { NicknameCheck($0).isValid }) { check in
            Document(line: io.text(check.message), check.isValid ? .success : .warning)
        }
    }
}
