import Core

/// The end of a paged list (`ListPage`): "더 보기", which asks for the next page when it
/// scrolls into view and is a link to the page showing more without JavaScript, and the
/// address kept in step (`?shown=`), so a reload or a shared link shows as many.
public enum ListFooter {
    /// The address's parameter naming how many items a list shows.
    public static let parameter = "shown"

    /// How many items the address asks the list to show, if it says.
    public static func shownRequested(_ request: WebRequest) -> Int? {
        request.query[parameter].flatMap { Int($0) }
    }

    /// The footer under `slice`: "더 보기" sending `event` while more follow, and the
    /// address marker past the first page.
    public static func html<Item>(_ slice: ListSlice<Item>, more event: LiveEvent, _ request: WebRequest) -> HTML {
        let page = ListPage(shown: slice.items.count)
        // The first page is the address without the parameter (a filter changed starts there).
        let address: HTML =
            "<span hidden data-address=\"\(parameter)\" data-value=\"\(page.shown > ListPage.size ? "\(page.shown)" : "")\"></span>"
        guard slice.hasMore else { return address }
        return """
            <p class="more" data-visible="\(event: event)"><a class="button plain" \
            href="\(request.address(setting: parameter, to: "\(page.next.shown)"))">\
            \(request.text(WebMessages.more))</a></p>\(address)
            """
    }
}
