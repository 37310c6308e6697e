/// A screen's logic with the seeds' Input/Output shape: inputs are event streams
/// (text changed, button tapped), outputs are state and event streams.
public protocol ViewModel {
    /// The events the screen sends in.
    associatedtype Input
    /// The state and events the screen renders.
    associatedtype Output
    /// Connects the inputs to the outputs; called once per screen.
    func transform(_ input: Input) -> Output
}
