#if !canImport(Darwin)
/// What a drag or a copy offers, as Foundation's `NSItemProvider` on Apple's platforms (Foundation
/// on Linux has none): the type identifiers it can give, for views that declare one with
/// `itemProvider(_:)`, `onDrag(_:)` or `onInsert(of:perform:)`. A terminal has no drag and drop:
/// it is kept for inspection.
open class NSItemProvider {
    /// The type identifiers of the representations it offers, in order of fidelity.
    open var registeredTypeIdentifiers: [String]

    /// A provider of nothing.
    public init() {
        registeredTypeIdentifiers = []
    }

    /// A provider of `object`'s representations, named by the type identifiers given.
    public init(object: Any, typeIdentifiers: [String] = []) {
        registeredTypeIdentifiers = typeIdentifiers
    }
}
#endif
