import Core
import Foundation

/// What `habits album export` writes: the album as one static HTML file: categories, then days, each photo with its date
/// stamp drawn over it in its colour and style. Images are files next to the page
/// (`photos/<name>`), so it opens in any browser with no network.
public enum AlbumExportHTML {
    /// The file for `sections`; `imagePath` names each photo's file relative to it. Every
    /// value is escaped by Core's `HTML`, as on the web.
    public static func render(
        _ sections: [AlbumSection], title: String, timeZone: TimeZone, language: Language,
        imagePath: (CertificationPhoto) -> String
    ) -> String {
        var html: HTML = """
            <!DOCTYPE html>
            <html lang="\(language.rawValue)">
            <head>
            <meta charset="utf-8">
            <meta name="viewport" content="width=device-width, initial-scale=1">
            <title>\(title)</title>
            <style>
            body { font-family: system-ui, sans-serif; margin: 2em; background: #fafafa; color: #222; }
            h2 { border-bottom: 2px solid #3BCF4E; padding-bottom: .2em; }
            h3 { color: #666; font-weight: normal; }
            .day { display: flex; flex-wrap: wrap; gap: 1em; }
            figure { margin: 0; width: 240px; }
            .photo { position: relative; width: 240px; height: 240px; container-type: size; overflow: hidden; border-radius: 8px; }
            .photo img { width: 100%; height: 100%; object-fit: cover; display: block; }
            .stamp { position: absolute; inset: 0; display: flex; flex-direction: column; align-items: center;
                     justify-content: center; text-align: center; font-size: 24px; font-size: 10cqh; line-height: 1.15;
                     text-shadow: 0 0 4px rgba(0,0,0,.35); }
            figcaption { font-size: .9em; margin-top: .3em; }
            .imported { display: flex; align-items: center; justify-content: center; background: #eee; color: #666; }
            </style>
            </head>
            <body>
            <h1>\(title)</h1>

            """
        for section in sections {
            html += "<section class=\"category\">\n<h2>\(section.category.title)</h2>\n"
            for day in section.days {
                html += "<h3>\(day.day.description)</h3>\n<div class=\"day\">\n"
                for item in day.photos {
                    let stamp = CertificationStamp.lines(item.photo.takenAt, in: timeZone)
                    let value = item.value.map { " · " + $0 } ?? ""
                    guard !item.photo.isImported else {
                        html += """
                            <figure id="photo-\(item.photo.id)"><div class="photo imported">\(HabitsMessages.importedDay.text(language))\(value)</div>
                            <figcaption>\(item.goalTitle)</figcaption></figure>

                            """
                        continue
                    }
                    html += """
                        <figure id="photo-\(item.photo.id)">
                        <div class="photo"><img src="\(imagePath(item.photo))" alt="\(item.goalTitle) \(day.day.description)">
                        <div class="stamp" style="color: \(item.photo.color.hex); \(HTML(trusted: item.photo.style.css))">\
                        <span>\(stamp.day)</span><span>\(stamp.time.text(language))</span></div></div>
                        <figcaption>\(item.goalTitle)</figcaption>
                        </figure>

                        """
                }
                html += "</div>\n"
            }
            html += "</section>\n"
        }
        return (html + "</body>\n</html>\n").markup
    }
}
