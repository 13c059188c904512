import Foundation

/// An object whose changes views follow, as Combine's protocol: `@Published` properties
/// announce a change through ``objectWillChange`` before it happens.
///
/// A class with at least one `@Published` property gets ``objectWillChange`` for free; a class
/// without one that announces changes itself declares `let objectWillChange = ObservableObjectPublisher()`.
public protocol ObservableObject: AnyObject {
    /// Announces that the object is about to change.
    var objectWillChange: ObservableObjectPublisher { get }
}

extension ObservableObject {
    /// The publisher shared by the object's `@Published` properties.
    public var objectWillChange: ObservableObjectPublisher {
        PublishedWiring.publisher(of: self)
    }
}

/// Gives all `@Published` properties of an object one publisher, on first use.
enum PublishedWiring {
    private static let lock = NSLock()

    static func publisher(of object: AnyObject) -> ObservableObjectPublisher {
        var fields: [any PublishedField] = []
        var mirror: Mirror? = Mirror(reflecting: object)
        while let current = mirror {
            fields += current.children.compactMap { ($0.value as? any _PublishedProperty)?.field }
            mirror = current.superclassMirror
        }
        lock.lock()
        defer { lock.unlock() }
        if let existing = fields.lazy.compactMap({ $0.publisher }).first { return existing }
        let publisher = ObservableObjectPublisher()
        for field in fields { field.publisher = publisher }
        return publisher
    }
}
