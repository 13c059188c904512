import Foundation

/// A property wrapper giving a view a namespace of its own, for `matchedGeometryEffect(id:in:)`.
///
/// Each namespace made has an identity of its own. Nothing animates in a terminal, so the
/// namespace only groups the views matched in it, for the inspector.
@propertyWrapper
public struct Namespace: Sendable {
    /// A namespace's identity.
    public struct ID: Sendable, Hashable, CustomStringConvertible {
        /// The number that tells namespaces apart.
        package let id: Int

        /// The identity as a number, such as `namespace 3`.
        public var description: String { "namespace \(id)" }
    }

    /// The namespace's identity.
    public let wrappedValue: ID

    /// Makes a namespace of its own.
    public init() {
        wrappedValue = ID(id: NamespaceCounter.next())
    }
}

/// The identities given to namespaces so far, counted under a lock.
private enum NamespaceCounter {
    nonisolated(unsafe) private static var last = 0
    private static let lock = NSLock()

    /// The next identity.
    static func next() -> Int {
        lock.lock()
        defer { lock.unlock() }
        last += 1
        return last
    }
}
