import Core

/// A photo's stamp being edited: the image (certify only), its colour and style.
public struct StampDraft: Sendable, Equatable {
    public var image: ImageFile?
    public var color: OverlayColor = .white
    public var style: StampStyle = .none
    /// The day's value on a measurable goal (certify only).
    public var value: Double?
    /// Whether Save is enabled.
    public var canSave = false

    public init(image: ImageFile? = nil, color: OverlayColor = .white, style: StampStyle = .none) {
        self.image = image
        self.color = color
        self.style = style
    }
}
