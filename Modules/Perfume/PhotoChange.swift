import Core

/// What saving the compose form does to the entry's photo.
public enum PhotoChange: Sendable, Equatable {
    /// Leave the stored photo as it is (editing text keeps the photo: seed bug 1).
    case keep
    /// Store this photo, removing the old file once the entry is saved.
    case replace(ImageFile)
    /// Remove the photo and its file (seed bug 2: this was cosmetic).
    case remove
}
