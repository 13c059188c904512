/// What submits a value, as `onSubmit(of:_:)` takes it.
public struct SubmitTriggers: OptionSet, Sendable, Hashable {
    /// The bits of the set.
    public let rawValue: UInt

    /// Creates a set from its bits.
    public init(rawValue: UInt) {
        self.rawValue = rawValue
    }

    /// Return in a text field.
    public static let text = SubmitTriggers(rawValue: 1 << 0)
    /// Return in a search field.
    public static let search = SubmitTriggers(rawValue: 1 << 1)
}
