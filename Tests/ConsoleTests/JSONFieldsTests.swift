import Console
import Core
import Testing

@Suite("--json=fields")
struct JSONFieldsTests {
    @Test(
        "keeps the named fields of an object and of each object of a list; an unknown name is 64, naming the fields (#47)"
    )
    func selection() throws {
        let fields = try #require(JSONFields("id, brand"))
        #expect(
            try fields.select(#"{"id": "a", "brand": "B", "name": "C"}"#)
                == "{\n  \"brand\" : \"B\",\n  \"id\" : \"a\"\n}")
        let list = try fields.select(#"[{"id": "a", "brand": "B", "name": "C"}, {"id": "b", "brand": "D"}]"#)
        #expect(!list.contains("name") && list.contains("\"b\"") && list.contains("\"D\""))
        #expect(try fields.select("[]") == "[]")
        #expect(JSONFields(" , ") == nil)
        #expect(throws: UserError.self) { try JSONFields("bogus")!.select(#"{"id": "a"}"#) }
        do {
            _ = try JSONFields("bogus")!.select(#"{"id": "a", "brand": "B"}"#)
        } catch {
            #expect(error.category == .usage && error.message.english.contains("Its fields: brand, id."))
        }
    }

    @Test("an object of lists (a page of search results) keeps its own fields and its lists' objects cut to them (#60)")
    func intoLists() throws {
        let page = #"{"total": 3, "totalPages": 1, "photos": [{"id": "a", "likes": 1}, {"id": "b", "likes": 2}]}"#
        let kept = try #require(JSONFields("id")).select(page)
        #expect(kept.contains("\"total\" : 3") && kept.contains("\"a\"") && !kept.contains("likes"), "\(kept)")
        #expect(throws: UserError.self) { try JSONFields("bogus")!.select(page) }
        #expect(try JSONFields("total")!.select(page).contains("total") == true, "its own field is kept as before")
    }
}
