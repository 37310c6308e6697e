import Foundation
import Persistence

/// A photo that certified a goal on one day, with its date stamp's colour and style; or a
/// day brought from another tracker (Loop Habit Tracker), which has no photo.
public struct CertificationPhoto: Record, Equatable {
    public static let collection = "habits_photo"
    public static let indexedFields = [Fields.goalID, Fields.takenAt, Fields.day]
    public static let blobFields = [Fields.image]

    public let id: RecordID<CertificationPhoto>
    public let goalID: RecordID<Goal>
    public let takenAt: Date
    /// The local day it certified (once per goal per day).
    public let day: CalendarDay
    /// The photo's file; nil for a day imported without one.
    public let image: BlobKey?
    /// The day's value on a measurable goal (12.5 km); nil on others.
    public var value: Double?
    public var color: OverlayColor
    public var style: StampStyle

    public init(
        id: RecordID<CertificationPhoto>, goalID: RecordID<Goal>, takenAt: Date, day: CalendarDay, image: BlobKey?,
        value: Double? = nil, color: OverlayColor = .white, style: StampStyle = .none
    ) {
        self.id = id
        self.goalID = goalID
        self.takenAt = takenAt
        self.day = day
        self.image = image
        self.value = value
        self.color = color
        self.style = style
    }

    /// Whether it was brought from another tracker, without a photo.
    public var isImported: Bool { image == nil }

    public var blobKeys: [BlobKey] { image.map { [$0] } ?? [] }

    /// A certification whose photo is gone certifies nothing.
    public func repairing(missing: Set<BlobKey>) -> MissingBlobRepair<CertificationPhoto> { .delete }
}

extension CertificationPhoto {
    /// The fields its queries name, from its coding keys.
    enum Fields {
        static let goalID = RecordField<CertificationPhoto>(CodingKeys.goalID)
        static let value = RecordField<CertificationPhoto>(CodingKeys.value)
        static let takenAt = RecordField<CertificationPhoto>(CodingKeys.takenAt)
        static let day = RecordField<CertificationPhoto>(CodingKeys.day)
        static let image = RecordField<CertificationPhoto>(CodingKeys.image)
    }
}
