import Core
import Foundation
import Photobox
import TestSupport
import Testing

@Suite("Profile")
struct ProfileTests {
    @Test(
        "nickname rules apply in the seed's order with its exact messages",
        arguments: [
            ("", NicknameCheck.empty, "멋진 닉네임을 작성해보세요."),
            ("a", .length, "닉네임은 2자 이상 10자 미만으로 작성해주세요."),
            ("abcdefghij", .length, "닉네임은 2자 이상 10자 미만으로 작성해주세요."),
            ("1", .length, "닉네임은 2자 이상 10자 미만으로 작성해주세요."),
            ("사진1", .digits, "닉네임에 숫자는 들어갈 수 없어요."),
            ("a@b", .specialCharacters, "닉네임에 @, #, $, % 는 들어갈 수 없어요."),
            ("a%", .specialCharacters, "닉네임에 @, #, $, % 는 들어갈 수 없어요."),
            ("#1", .digits, "닉네임에 숫자는 들어갈 수 없어요."),
            ("한결", .valid, "정말 멋진 닉네임이에요!"),
            ("abcdefghi", .valid, "정말 멋진 닉네임이에요!"),
            ("👍🏽🌸", .valid, "정말 멋진 닉네임이에요!"),
            ("it's ok!", .valid, "정말 멋진 닉네임이에요!"),
            ("１２", .digits, "닉네임에 숫자는 들어갈 수 없어요."),
            ("١٢", .digits, "닉네임에 숫자는 들어갈 수 없어요."),
            ("사진४", .digits, "닉네임에 숫자는 들어갈 수 없어요."),
            ("  ", .empty, "멋진 닉네임을 작성해보세요."),
            (" 한결 ", .valid, "정말 멋진 닉네임이에요!"),
            ("일이삼", .valid, "정말 멋진 닉네임이에요!"),
            // A tab or another control character would not show as text (#31).
            ("한\t결", .controlCharacters, "닉네임에 탭이나 제어 문자는 들어갈 수 없어요."),
            ("ab\u{7}", .controlCharacters, "닉네임에 탭이나 제어 문자는 들어갈 수 없어요."),
        ])
    func nickname(text: String, check: NicknameCheck, korean: String) {
        #expect(NicknameCheck(text) == check)
        #expect(NicknameCheck(text).message.korean == korean)
    }

    /// Issue #55 (low): a garbage saved filter blocked Photobox with the decoder's internals.
    @Test("a saved content filter that is no filter reads as the default; saving one again mends it")
    func unreadableContentFilter() async throws {
        let fixture = try PhotoboxFixture()
        try await fixture.storage.settings.set("maybe", forKey: "photobox.contentFilter")
        #expect(try await ContentFilter.saved(in: fixture.storage.settings) == nil)
        try await ContentFilter.save(.high, in: fixture.storage.settings)
        #expect(try await ContentFilter.saved(in: fixture.storage.settings) == .high)
    }

    @Test("a padded nickname is stored trimmed")
    func trimmedNickname() throws {
        var mbti = MBTISelection()
        for letter in "ENFP" { mbti.toggle(letter) }
        let form = ProfileForm(nickname: " 한결 ", mbti: mbti, avatar: ProfileAvatar.all.first)
        #expect(try form.profile().nickname == "한결")
    }

    @Test("MBTI: a letter replaces its partner, the picked letter clears its group")
    func mbti() {
        var selection = MBTISelection()
        #expect(selection.text == "" && !selection.isComplete)
        let taps: [(Character, String)] = [
            ("E", "E"), ("I", "I"), ("I", ""), ("n", "N"), ("F", "NF"), ("J", "NFJ"), ("E", "ENFJ"), ("P", "ENFP"),
            ("x", "ENFP"),
        ]
        for (tap, expected) in taps {
            selection.toggle(tap)
            #expect(selection.text == expected, "after \(tap)")
        }
        #expect(selection.isComplete && selection.isSelected("e") && !selection.isSelected("I"))
        #expect(MBTISelection("infj")?.text == "INFJ")
        for bad in ["NEFP", "ENF", "ENFPX", "EEFP", ""] { #expect(MBTISelection(bad) == nil, "\(bad)") }
    }

    @Test("valid only with a valid nickname, four MBTI letters and an avatar; saved whole")
    func validity() async throws {
        var form = ProfileForm(nickname: "한결", avatar: ProfileAvatar(3))
        #expect(!form.isValid && form.problems == [PhotoboxMessages.mbtiIncomplete])
        form.mbti = MBTISelection("ENFP")!
        #expect(form.isValid)
        form.avatar = nil
        #expect(!form.isValid)
        #expect(ProfileAvatar(12) == nil && ProfileAvatar(argument: "profile11")?.description == "profile11")

        let fixture = try PhotoboxFixture()
        #expect(try await fixture.profiles.load() == nil)
        await #expect { try await fixture.profiles.require() } throws: {
            ($0 as? UserError)?.message == PhotoboxMessages.profileRequired
        }
        await #expect { try await fixture.profiles.save(ProfileForm(nickname: "a")) } throws: { error in
            (error as? UserError)?.details.count == 3
        }
        let saved = try await fixture.profiles.save(
            ProfileForm(nickname: "한결", mbti: MBTISelection("ENFP")!, avatar: ProfileAvatar(3)))
        #expect(try await fixture.profiles.load() == saved)
    }

    @Test("deleting the profile deletes every liked record and file (seed bug 4)")
    func deleteWipesLikes() async throws {
        try await withUnsplash { _, client in
            let fixture = try PhotoboxFixture()
            try await fixture.profiles.save(
                ProfileForm(nickname: "한결", mbti: MBTISelection("ENFP")!, avatar: ProfileAvatar(0)))
            _ = await fixture.likes.like(
                try ["aaaaaaaaaaa", "bbbbbbbbbbb", "ccccccccccc"].map { try PhotoID(checking: $0) }, using: client)
            let stored = try await fixture.stored()
            #expect(stored.records.count == 3 && stored.files.count == 3)
            #expect(try await fixture.profiles.delete() == 3)
            let left = try await fixture.stored()
            #expect(left.records.isEmpty && left.files.isEmpty)
            #expect(try await fixture.profiles.load() == nil)
        }
    }
}
