extension Int {
    /// The count with its English noun, singular or plural: `1.counted("photo")` is
    /// "1 photo", `3.counted("photo")` "3 photos" (`plural` when it is not just "s" more).
    public func counted(_ singular: String, plural: String? = nil) -> String {
        "\(self) \(self == 1 ? singular : plural ?? singular + "s")"
    }
}
