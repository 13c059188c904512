import Builders

/// What a view mapping knows about the property it shows.
public struct ViewMappingContext {
    /// The property's display name, such as `Starting Health`.
    public let propertyName: String
    /// The value's type name.
    public let typeName: String
    /// A dictionary the mapping keeps its own state in between redraws — such as a text
    /// field's uncommitted text — one per property, kept as long as the property's box.
    public let state: Ref<[String: Any]>

    /// A context for a property shown as `propertyName`.
    public init(propertyName: String, typeName: String, state: Ref<[String: Any]>) {
        self.propertyName = propertyName
        self.typeName = typeName
        self.state = state
    }
}

/// Makes the view of a property of one type, or of any type of a protocol family.
///
///     let sizeMapping = ViewMapping(for: Size.self) { ref, context -> AnyView in
///         AnyView(Picker(context.propertyName, selection: Binding(get: { ref.value }, set: { ref.value = $0 })) { … })
///     }
///     ViewMapper.shared.add(mapping: sizeMapping)
///
/// A type-family mapping is a value of a type with a generic method, so that it receives the
/// property's box with its real type: ``init(forAnyBinaryInteger:)`` and
/// ``init(forAnyStringRawRepresentable:)``. ``ViewMapper`` documents which mapping wins.
public struct ViewMapping: Sendable {
    /// What a mapping matches.
    public enum Match: Sendable, Equatable, CustomStringConvertible {
        /// Exactly one type.
        case type(ObjectIdentifier, name: String)
        /// Any `BinaryInteger`.
        case anyBinaryInteger
        /// Any `RawRepresentable` whose raw value is a `String`.
        case anyStringRawRepresentable
        /// Any `FixedWidthInteger` (built in).
        case anyFixedWidthInteger
        /// Any `BinaryFloatingPoint` (built in).
        case anyBinaryFloatingPoint
        /// Any `CaseIterable & Hashable` enum (built in).
        case anyCaseIterable

        /// The type's name, or the family as `any BinaryInteger`.
        public var description: String {
            switch self {
            case .type(_, let name): name
            case .anyBinaryInteger: "any BinaryInteger"
            case .anyStringRawRepresentable: "any RawRepresentable<String>"
            case .anyFixedWidthInteger: "any FixedWidthInteger"
            case .anyBinaryFloatingPoint: "any BinaryFloatingPoint"
            case .anyCaseIterable: "any CaseIterable & Hashable"
            }
        }
    }

    /// What this mapping matches.
    public let match: Match
    /// Makes the view, or nil when the box's type does not match.
    let make: @Sendable (AnyRef, ViewMappingContext) -> AnyView?

    init(match: Match, make: @escaping @Sendable (AnyRef, ViewMappingContext) -> AnyView?) {
        self.match = match
        self.make = make
    }

    /// A mapping for properties of type `T`: `makeView` receives the property's box and context.
    public init<T>(for type: T.Type, makeView: @escaping @Sendable (Ref<T>, ViewMappingContext) -> AnyView) {
        self.init(match: .type(ObjectIdentifier(T.self), name: String(describing: T.self))) { ref, context in
            (ref as? Ref<T>).map { makeView($0, context) }
        }
    }

    /// A mapping for properties of any `BinaryInteger` type.
    public init(forAnyBinaryInteger mapping: some BinaryIntegerViewMapping) {
        self.init(match: .anyBinaryInteger) { ref, context in
            (ref as? any BinaryIntegerRef)?.view(with: mapping, context: context)
        }
    }

    /// A mapping for properties of any `RawRepresentable` type whose raw value is a `String`.
    public init(forAnyStringRawRepresentable mapping: some StringRawRepresentableViewMapping) {
        self.init(match: .anyStringRawRepresentable) { ref, context in
            (ref as? any StringRawRepresentableRef)?.view(with: mapping, context: context)
        }
    }

    /// The view of `ref`, or nil when this mapping does not match its type.
    public func view(for ref: AnyRef, context: ViewMappingContext) -> AnyView? {
        make(ref, context)
    }
}

/// A mapping for every `BinaryInteger` type (``ViewMapping/init(forAnyBinaryInteger:)``).
public protocol BinaryIntegerViewMapping: Sendable {
    /// The view of a property holding an integer of type `T`.
    func view<T: BinaryInteger>(for ref: Ref<T>, context: ViewMappingContext) -> AnyView
}

/// A mapping for every `String`-backed `RawRepresentable` type
/// (``ViewMapping/init(forAnyStringRawRepresentable:)``).
public protocol StringRawRepresentableViewMapping: Sendable {
    /// The view of a property holding a value of type `T`.
    func view<T: RawRepresentable>(for ref: Ref<T>, context: ViewMappingContext) -> AnyView where T.RawValue == String
}

// Each family opens a type-erased box to its real type through a conditional conformance.

protocol BinaryIntegerRef {
    func view(with mapping: some BinaryIntegerViewMapping, context: ViewMappingContext) -> AnyView
}

extension Ref: BinaryIntegerRef where T: BinaryInteger {
    func view(with mapping: some BinaryIntegerViewMapping, context: ViewMappingContext) -> AnyView {
        mapping.view(for: self, context: context)
    }
}

protocol StringRawRepresentableRef {
    func view(with mapping: some StringRawRepresentableViewMapping, context: ViewMappingContext) -> AnyView
}

extension Ref: StringRawRepresentableRef where T: RawRepresentable, T.RawValue == String {
    func view(with mapping: some StringRawRepresentableViewMapping, context: ViewMappingContext) -> AnyView {
        mapping.view(for: self, context: context)
    }
}

protocol FixedWidthIntegerRef {
    func builtInView(context: ViewMappingContext) -> AnyView
}

extension Ref: FixedWidthIntegerRef where T: FixedWidthInteger {
    func builtInView(context: ViewMappingContext) -> AnyView {
        BuiltInControls.integer(self, context)
    }
}

protocol FloatingPointRef {
    func builtInView(context: ViewMappingContext) -> AnyView
}

extension Ref: FloatingPointRef where T: BinaryFloatingPoint {
    func builtInView(context: ViewMappingContext) -> AnyView {
        BuiltInControls.floatingPoint(self, context)
    }
}

protocol CaseIterableRef {
    func builtInView(context: ViewMappingContext) -> AnyView
}

extension Ref: CaseIterableRef where T: CaseIterable & Hashable {
    func builtInView(context: ViewMappingContext) -> AnyView {
        BuiltInControls.choice(self, context)
    }
}
