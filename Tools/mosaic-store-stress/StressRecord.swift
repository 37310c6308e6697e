import Foundation
import Persistence

/// The record the stress tool writes; `Tests/PersistenceTests` declares the same shape.
struct StressRecord: Record {
    static let collection = "stress"
    static let indexedFields = [RecordField<StressRecord>(CodingKeys.writer)]

    let id: String
    let writer: String
    let index: Int
}
