import CommandKit
import Console
import Core
import Foundation
import Photobox

/// How photos look on the terminal and in `--json`.
struct PhotoPresenter {
    let io: TerminalIO
    /// The zone "liked at" is shown in.
    let timeZone: TimeZone

    init(_ context: CommandContext) {
        io = context.io
        timeZone = context.dates.timeZone
    }

    /// id, owner, likes, colour and ♥ for liked photos.
    func table(_ cards: [PhotoCard]) -> TextTable {
        var table = TextTable([
            .init("ID"), .init(io.text(Message(en: "OWNER", ko: "작가")), maxWidth: 24),
            .init(io.text(Message(en: "LIKES", ko: "좋아요")), alignRight: true),
            .init(io.text(Message(en: "COLOUR", ko: "색상"))), .init("♥"),
        ])
        for card in cards {
            table.append([
                card.photo.id.rawValue, card.photo.owner.name, card.photo.likes.map(\.grouped) ?? "-",
                colorLabel(card.photo.color), card.isLiked ? "♥" : "",
            ])
        }
        return table
    }

    /// The Random tab's feed: each photo's place ("3 / 10"), id, owner, the day it was
    /// posted ("2023년 07월 06일 게시됨") and ♥ when liked.
    func feed(_ cards: [PhotoCard]) -> TextTable {
        var table = TextTable([
            .init(""), .init("ID"), .init(io.text(Message(en: "OWNER", ko: "작가")), maxWidth: 24),
            .init(io.text(Message(en: "POSTED", ko: "게시일"))), .init("♥"),
        ])
        for (index, card) in cards.enumerated() {
            table.append([
                "\(index + 1) / \(cards.count)", card.photo.id.rawValue, card.photo.owner.name,
                PostedDate.message(card.photo.createdAt).map(io.text) ?? "-", card.isLiked ? "♥" : "",
            ])
        }
        return table
    }

    /// The liked list: id, owner, colour, size and when it was liked.
    /// The likes, each whose image file is gone (`missing`) marked ⚠ after its id.
    func likedTable(_ photos: [LikedPhoto], missing: Set<PhotoID> = [], sharing: SharingColumn? = nil) -> TextTable {
        var table = TextTable(
            [
                .init("ID"), .init(io.text(Message(en: "OWNER", ko: "작가")), maxWidth: 24),
                .init(io.text(Message(en: "COLOUR", ko: "색상"))),
                .init(io.text(Message(en: "SIZE", ko: "크기"))),
                .init(io.text(Message(en: "LIKED AT", ko: "좋아요한 때"))),
            ] + (sharing?.columns ?? []))
        for photo in photos {
            table.append(
                [
                    photo.id.rawValue + (missing.contains(photo.id) ? " ⚠" : ""), photo.owner.name,
                    colorLabel(photo.color), size(photo.width, photo.height),
                    io.text(LocalTime.moment(photo.likedAt, in: timeZone)),
                ] + (sharing?.cells(photo.storageID) ?? []))
        }
        return table
    }

    /// Detail: owner and date, info box, chart, credit.
    func detail(_ detail: PhotoDetail, metric: PhotoMetric, isLiked: Bool) -> Document {
        let photo = detail.photo
        var header = "\(photo.owner.name) (@\(photo.owner.username))"
        if let posted = PostedDate.message(photo.createdAt) { header += " · " + io.text(posted) }
        if isLiked { header += " · " + io.text(PhotoboxCLIMessages.liked) }
        var document = Document(line: header, .emphasis)
        if let description = photo.description ?? photo.altDescription { document.line(description) }
        document.blank()
        document.line(io.text(PhotoboxCLIMessages.info), .emphasis)
        var info = KeyValueBlock()
        info.append(io.text(PhotoboxMessages.size), size(photo.width, photo.height))
        if let views = photo.views { info.append(io.text(PhotoboxMessages.views), views.grouped) }
        if let downloads = photo.downloads { info.append(io.text(PhotoboxMessages.downloads), downloads.grouped) }
        if let likes = photo.likes { info.append(io.text(PhotoboxMessages.likes), likes.grouped) }
        info.append(io.text(Message(en: "Colour", ko: "색상")), colorLabel(photo.color))
        if let camera = photo.camera?.summary { info.append(io.text(PhotoboxMessages.camera), camera) }
        if let place = photo.location?.summary { info.append(io.text(PhotoboxMessages.location), place) }
        if !photo.tags.isEmpty {
            info.append(io.text(PhotoboxMessages.tags), photo.tags.map { "#" + $0 }.joined(separator: " "))
        }
        document.facts(info, indent: "  ")
        document.blank()
        let values = detail.history(metric)?.days ?? []
        document.line("\(io.text(PhotoboxCLIMessages.chartTitle)) · \(io.text(metric.title))", .emphasis)
        if values.isEmpty {
            document.line(io.text(PhotoboxMessages.noData), indent: "  ")
        } else {
            for line in LineChart.render(values.map { Double($0.value) }) { document.line(line, indent: "  ") }
            document.line("\(values.first!.date) → \(values.last!.date)", indent: "  ")
        }
        document.blank()
        let credit = PhotoCredit(owner: photo.owner)
        document.line(credit.text)
        document.line(credit.photographerURL, indent: "  ")
        document.line(credit.unsplashURL, indent: "  ")
        return document
    }

    func colorLabel(_ hex: String?) -> String {
        guard let hex else { return "-" }
        guard let color = PhotoColor.nearest(toHex: hex) else { return hex }
        return "\(hex.lowercased()) \(io.text(color.title))"
    }

    func size(_ width: Int?, _ height: Int?) -> String {
        guard let width, let height else { return "-" }
        return "\(width) x \(height)"
    }

    /// A photo in `--json`, with the attribution the API guidelines ask for.
    struct JSONPhoto: Encodable, Sendable {
        let id: PhotoID
        let owner: PhotoOwner
        let postedAt: Date?
        let width: Int?
        let height: Int?
        let color: String?
        let colorFilter: PhotoColor?
        let likes: Int?
        let views: Int?
        let downloads: Int?
        let description: String?
        let imageURL: String?
        let camera: PhotoCamera?
        let location: PhotoLocation?
        let tags: [String]
        let liked: Bool
        let likedAt: Date?
        /// The offline copy of a liked photo, when there is one on disk.
        let path: String?
        let credit: PhotoCredit

        init(_ photo: UnsplashPhoto, liked: Bool, likedAt: Date? = nil, path: String? = nil) {
            id = photo.id
            owner = photo.owner
            postedAt = PostedDate.moment(photo.createdAt)
            width = photo.width
            height = photo.height
            color = photo.color
            colorFilter = photo.color.flatMap(PhotoColor.nearest(toHex:))
            likes = photo.likes
            views = photo.views
            downloads = photo.downloads
            description = photo.description ?? photo.altDescription
            imageURL = photo.regularURL?.absoluteString
            camera = photo.camera
            location = photo.location
            tags = photo.tags
            self.liked = liked
            self.likedAt = likedAt
            self.path = path
            credit = PhotoCredit(owner: photo.owner)
        }

        init(_ liked: LikedPhoto, path: String?) {
            self.init(liked.photo, liked: true, likedAt: liked.likedAt, path: path)
        }
    }

    /// Cards in `--json`.
    func json(_ cards: [PhotoCard]) -> [JSONPhoto] {
        cards.map { JSONPhoto($0.photo, liked: $0.isLiked) }
    }
}
