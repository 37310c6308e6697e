import Core
import Perfume
import Persistence
import TestSupport
import Testing

@Suite("Perfume: an edit begun before a change elsewhere")
struct EditConflictTests {
    @Test("a form opened before the brand changed elsewhere is refused, naming the change; nothing is written (#27)")
    func staleFormRefused() async throws {
        let fixture = try PerfumeFixture()
        let opened = try await fixture.add("Le Labo", "Santal 33")
        var elsewhere = PerfumeForm(opened)
        elsewhere.brand = "Diptyque"
        let newer = try await fixture.repository.update(opened, form: elsewhere)
        var stale = PerfumeForm(opened)
        stale.brand = "Le Labo Paris"
        stale.sentence = "늦게 보낸 수정"
        do {
            _ = try await fixture.repository.update(opened, form: stale)
            Issue.record("a stale form overwrote a newer edit")
        } catch {
            let user = UserError.from(error)
            #expect(user.category == .invalidInput)
            #expect(user.message.english.contains("was changed elsewhere after you opened it"))
            #expect(user.details.map(\.english) == [#"brand: "Le Labo" → "Diptyque""#])
        }
        #expect(try await fixture.repository.entry(id: opened.id) == newer)
    }

    @Test(
        "a change elsewhere to a field the stale form left as it was is kept, and the form's own change applies (#44)")
    func untouchedFieldsMerge() async throws {
        let fixture = try PerfumeFixture()
        let opened = try await fixture.add("Le Labo", "Santal 33")
        var elsewhere = PerfumeForm(opened)
        elsewhere.notes = "명령줄에서"
        _ = try await fixture.repository.update(opened, form: elsewhere)
        var stale = PerfumeForm(opened)
        stale.sentence = "늦게 보낸 수정"
        let merged = try await fixture.repository.update(opened, form: stale)
        #expect(merged.notes == "명령줄에서" && merged.sentence == "늦게 보낸 수정")
    }

    @Test("a change elsewhere to a field the form does not write (the wish) is kept, and the edit applies")
    func otherFieldsMerge() async throws {
        let fixture = try PerfumeFixture()
        let opened = try await fixture.add("Byredo", "Gypsy Water")
        try await fixture.repository.toggleWish(id: opened.id)
        var form = PerfumeForm(opened)
        form.sentence = "숲속의 집시"
        let edited = try await fixture.repository.update(opened, form: form)
        #expect(edited.wished && edited.sentence == "숲속의 집시")
    }

    @Test("an edit of an entry deleted meanwhile says so (66) and writes nothing")
    func deletedMeanwhile() async throws {
        let fixture = try PerfumeFixture()
        let opened = try await fixture.add("Jo Malone", "Wood Sage")
        try await fixture.repository.delete(opened)
        do { _ = try await fixture.repository.update(opened, form: PerfumeForm(opened)) } catch {
            #expect(UserError.from(error).category == .notFound)
        }
        #expect(try await fixture.repository.list().isEmpty)
    }
}
