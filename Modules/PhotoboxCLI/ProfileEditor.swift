import CommandKit
import Console
import Core
import Photobox

/// The interactive Profile Setting screen on a terminal, driving `ProfileViewModel` on the
/// command's screen: the nickname with its message redrawn on every keystroke, MBTI letters
/// toggled, the avatar picked from the list, then Done/Save. The rules are the
/// view-model's; the terminal asks and shows.
struct ProfileEditor {
    let context: CommandContext

    /// The profile saved from `form` after asking for whatever `ask` names; nil when the
    /// person quit. With nothing to ask, `form` is saved as it is by the repository, which
    /// checks the rules once (its problems if invalid), as the form without JavaScript does.
    func run(
        _ form: ProfileForm, mode: ProfileViewModel.Mode, askNickname: Bool, askMBTI: Bool,
        askAvatar: Bool
    ) async throws -> Profile? {
        guard askNickname || askMBTI || askAvatar else {
            let profiles = try context.profiles
            return try await mode == .create ? profiles.create(form) : profiles.save(form)
        }
        let viewModel = ProfileViewModel(repository: try context.profiles, mode: mode, initial: form)
        return try await context.withScreen { screen in
            let (nickname, mbti) = (screen.input(String.self), screen.input(Character.self))
            let (avatar, save) = (screen.input(ProfileAvatar.self), screen.input(Void.self))
            let output = screen.transform(
                viewModel,
                .init(
                    nickname: nickname.values(), mbtiTap: mbti.values(),
                    avatar: avatar.values(), save: save.values()))
            var prompts = FormPrompts(context.prompter, states: output.form)
            var state = form
            if askNickname {
                guard let typed = try await self.nickname(start: form.nickname) else { return nil }
                state = try await prompts.change { nickname.accept(typed) }
            }
            if askMBTI {
                while true {
                    context.io.stderr.write(mbtiLine(state.mbti) + "\n")
                    let typed = try context.prompter.ask(PhotoboxCLIMessages.askMBTI)
                    if typed.isEmpty {
                        if state.mbti.isComplete { break }
                        context.io.warn(PhotoboxCLIMessages.mbtiIncomplete(state.mbti.missingGroups))
                    }
                    for letter in typed.uppercased() where !letter.isWhitespace {
                        state = try await prompts.change { mbti.accept(letter) }
                    }
                }
            }
            if askAvatar {
                // Numbered 0–11 like --avatar, so what is typed here works there too.
                let avatars = ProfileAvatar.all
                let picked = try context.prompter.choose(
                    PhotoboxCLIMessages.askAvatar, options: avatars.map(\.description),
                    firstNumber: 0, selected: state.avatar.flatMap(avatars.firstIndex))
                state = try await prompts.change { avatar.accept(avatars[picked]) }
            }
            save.accept()
            return try await SaveOutcome.first(saved: output.saved, failure: output.failure)
        }
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
        // A nickname is written, not searched for.
        let search = LiveSearch(
            editor: context.lineEditor, io: context.io, help: PhotoboxCLIMessages.nicknameHelp, marker: "✎")
        let typed = EventRelay<String>()
        defer { typed.finish() }
        let io = context.io
        let checks = typed.values().mapStream { NicknameCheck($0) }
        return try await search.run(
            query: typed, startingWith: start, results: checks,
            accept: { NicknameCheck($0).isValid }
        ) { check in
            Document(line: io.text(check.message), check.isValid ? .success : .warning)
        }
    }
}
