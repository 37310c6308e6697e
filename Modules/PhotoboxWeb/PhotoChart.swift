import Core
import PageKit
import Photobox

/// The 30-day line chart of Detail, drawn as SVG on the server.
enum PhotoChart {
    static func svg(_ values: [Int], _ request: WebRequest) -> HTML {
        guard values.count > 1, let highest = values.max(), let lowest = values.min() else {
            return "<p class=\"hint\">\(request.text(PhotoboxMessages.noData))</p>"
        }
        let (width, height) = (300.0, 120.0)
        let span = Double(max(highest - lowest, 1))
        let points = values.enumerated().map { index, value in
            let x = width * Double(index) / Double(values.count - 1)
            let y = height - 8 - (height - 16) * Double(value - lowest) / span
            return "\(Int(x.rounded())),\(Int(y.rounded()))"
        }.joined(separator: " ")
        return """
            <svg class="chart" viewBox="0 0 300 120" width="100%" style="max-width:480px" role="img" \
            aria-label="\(lowest.grouped)–\(highest.grouped)"><polyline points="\(points)" fill="none" stroke="#c2410c" stroke-width="2"/>\
            <text x="2" y="12" font-size="10" fill="#777">\(highest.grouped)</text>\
            <text x="2" y="116" font-size="10" fill="#777">\(lowest.grouped)</text></svg>
            """
    }
}
