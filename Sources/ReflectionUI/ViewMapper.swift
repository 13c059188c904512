import Builders
import Foundation

/// The registry of view mappings the editor chooses from, as MirrorUI's `ViewMapper`.
///
/// The mapping for a property is the first that matches its type, in this order — the most
/// specific first, and what the app registers before what is built in:
///
/// 1. a registered mapping for exactly the property's type (the most recently added first);
/// 2. a registered protocol mapping — any `BinaryInteger`, any `String`-backed
///    `RawRepresentable` — the most recently added first;
/// 3. a built-in mapping for exactly the type: `Bool`, `String`, `Color`, `CGPoint`, `CGSize`,
///    `CGRect`;
/// 4. a built-in protocol mapping: any `FixedWidthInteger`, any `BinaryFloatingPoint`
///    (`Double`, `Float`, `CGFloat`), any `CaseIterable & Hashable` enum.
///
/// A property that no mapping matches is shown as a row naming its type, never left out.
/// The registry is safe to use from any thread.
public final class ViewMapper: @unchecked Sendable {
    /// The registry ``MirrorView`` uses unless given another.
    public static let shared = ViewMapper()

    private let lock = NSLock()
    private var exact: [ViewMapping] = []
    private var families: [ViewMapping] = []

    /// An empty registry (the built-in mappings still apply).
    public init() {}

    /// Registers `mapping`; it wins over built-in mappings and earlier registrations for the same type.
    public func add(mapping: ViewMapping) {
        lock.lock()
        defer { lock.unlock() }
        if case .type = mapping.match {
            exact.insert(mapping, at: 0)
        } else {
            families.insert(mapping, at: 0)
        }
    }

    /// The mappings in the order they are tried for a property.
    public var mappings: [ViewMapping] {
        lock.lock()
        defer { lock.unlock() }
        return exact + families + BuiltInControls.exactMappings + BuiltInControls.familyMappings
    }

    /// The mapping chosen for `ref`, and its view; nil when none matches.
    public func resolve(_ ref: AnyRef, context: ViewMappingContext) -> (mapping: ViewMapping, view: AnyView)? {
        let id = ObjectIdentifier(ref.valueType)
        for mapping in mappings {
            if case .type(let type, _) = mapping.match, type != id { continue }
            if let view = mapping.view(for: ref, context: context) { return (mapping, view) }
        }
        return nil
    }

    /// The view of `property`: its mapping's, or a row saying that its type has no mapping.
    public func view(for property: MirrorProperty) -> AnyView {
        let context = ViewMappingContext(propertyName: property.displayName, typeName: property.typeName, state: property.ref.mappingState)
        return resolve(property.ref, context: context)?.view ?? BuiltInControls.unmapped(context)
    }
}
