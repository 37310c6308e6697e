import GRDB
import Persistence

extension TextFolding {
    /// `mosaic_fold(text)`: registered on every connection, used by the full-text triggers.
    static let function = DatabaseFunction("mosaic_fold", argumentCount: 1, pure: true) { values in
        guard let text = String.fromDatabaseValue(values[0]) else { return "" }
        return fold(text)
    }
}
