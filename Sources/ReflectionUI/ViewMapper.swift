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
    /// The mappings in the order they are tried, made again after each registration.
    private var ordered: [ViewMapping]?
    /// The index in ``mappings`` of the mapping chosen for each value type (nil: none matched),
    /// found once per type: a mapping matches by the box's type alone. Cleared by a registration.
    private var chosen: [ObjectIdentifier: Int?] = [:]
    /// Grows at each registration, so that a choice found before one is not kept.
    private var generation = 0

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
        ordered = nil
        chosen = [:]
        generation += 1
    }

    /// The mappings in the order they are tried for a property.
    public var mappings: [ViewMapping] {
        lock.lock()
        defer { lock.unlock() }
        return orderedLocked()
    }

    private func orderedLocked() -> [ViewMapping] {
        if let ordered { return ordered }
        let made = exact + families + BuiltInControls.exactMappings + BuiltInControls.familyMappings
        ordered = made
        return made
    }

    /// The mapping chosen for `ref`, and its view; nil when none matches.
    public func resolve(_ ref: AnyRef, context: ViewMappingContext) -> (mapping: ViewMapping, view: AnyView)? {
        let id = ObjectIdentifier(ref.valueType)
        let (mappings, known, seen) = lock.withLock { (orderedLocked(), chosen[id], generation) }
        if let known {
            guard let index = known else { return nil }
            if let view = mappings[index].view(for: ref, context: context) { return (mappings[index], view) }
        }
        var found: Int?
        var result: (mapping: ViewMapping, view: AnyView)?
        for (index, mapping) in mappings.enumerated() {
            if case .type(let type, _) = mapping.match, type != id { continue }
            if let view = mapping.view(for: ref, context: context) {
                (found, result) = (index, (mapping, view))
                break
            }
        }
        lock.withLock {
            // Kept only if no registration came in between (the order it was found in still holds).
            if generation == seen { chosen[id] = .some(found) }
        }
        return result
    }

    /// The view of `property`: its mapping's, or a row saying that its type has no mapping.
    public func view(for property: MirrorProperty) -> AnyView {
        let context = ViewMappingContext(propertyName: property.displayName, typeName: property.typeName, state: property.ref.mappingState)
        return resolve(property.ref, context: context)?.view ?? BuiltInControls.unmapped(context)
    }
}
