import Core

/// The language a browser asks for in `Accept-Language` (`ko-KR,ko;q=0.9,en;q=0.8`): the
/// highest-weighted one Mosaic speaks, or nil.
enum AcceptLanguage {
    static func preferred(_ header: String) -> Language? {
        let ranked = header.split(separator: ",").compactMap { item -> (Language, Double)? in
            let parts = item.split(separator: ";").map { $0.trimmingCharacters(in: .whitespaces) }
            guard let tag = parts.first?.lowercased() else { return nil }
            let language: Language? = tag.hasPrefix("ko") ? .korean : tag.hasPrefix("en") ? .english : nil
            let weight = parts.dropFirst().first { $0.hasPrefix("q=") }.flatMap { Double($0.dropFirst(2)) } ?? 1
            return language.map { ($0, weight) }
        }
        return ranked.filter { $0.1 > 0 }.max { $0.1 < $1.1 }?.0
    }
}
