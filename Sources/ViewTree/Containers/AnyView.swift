/// A type-erased view: it hides the type of the view it wraps.
///
/// `storage` is a box object; Mirror shows its dynamic subclass, whose `view` is the wrapped view.
public struct AnyView {
    package var storage: AnyViewStorageBase

    package init(storage: AnyViewStorageBase) {
        self.storage = storage
    }
}

/// The base class of an ``AnyView``'s box.
public class AnyViewStorageBase {
    package init() {}
    package var erasedView: Any { () }
}

/// The box that holds the wrapped view at `view`.
public final class AnyViewStorage<V>: AnyViewStorageBase {
    package let view: V

    package init(_ view: V) {
        self.view = view
    }

    package override var erasedView: Any { view }
}
