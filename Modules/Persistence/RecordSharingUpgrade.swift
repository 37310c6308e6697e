/// The upgrade to household members, the same on every engine: each record an earlier
/// build stored becomes the first admin's, seen by the household, and the features'
/// settings become that admin's own. Nothing is ownerless afterwards: the columns are
/// `NOT NULL`, and the store names both on every insert.
public enum RecordSharingUpgrade {
    /// The base schema version that brings it.
    public static let version = 3
    /// The base schema version from which a record is unique by its id and owner together
    /// (two members each keep their own like of one photo).
    public static let ownerKeyVersion = 4

    /// Adds the two columns to an earlier build's `table`, filled for what it holds.
    public static func columnStatements(table: String) -> [String] {
        [
            #"ALTER TABLE "\#(table)" ADD COLUMN owner TEXT NOT NULL DEFAULT '\#(RecordSharing.firstMember)'"#,
            #"ALTER TABLE "\#(table)" ADD COLUMN audience TEXT NOT NULL DEFAULT '\#(Audience.household.rawValue)'"#,
        ]
    }

    /// Moves every feature's setting (a key outside the server's own `serve.`, `household.`
    /// and `member.`) under the first admin's.
    public static var settingsStatement: String {
        """
        UPDATE mosaic_settings SET key = '\(MemberSettingsStore.prefix)\(RecordSharing.firstMember).' || key
        WHERE key NOT LIKE 'serve.%' AND key NOT LIKE 'household.%' AND key NOT LIKE '\(MemberSettingsStore.prefix)%'
        """
    }
}
