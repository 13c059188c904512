/// What kind of view an ``InspectableView`` is; each kind has a navigation method of the same name.
public enum ViewKind: String, Sendable, Hashable, CaseIterable {
    /// A block of several views at the root of an inspection.
    case tupleView
    /// `Text`.
    case text
    /// `Image`.
    case image
    /// `Button`.
    case button
    /// `Toggle`.
    case toggle
    /// `HStack`.
    case hStack
    /// `VStack`.
    case vStack
    /// `ZStack`.
    case zStack
    /// `Group`.
    case group
    /// `ForEach`.
    case forEach
    /// `AnyView`.
    case anyView
    /// `EmptyView`.
    case emptyView
    /// `Spacer`.
    case spacer
    /// `Divider`.
    case divider
    /// `Color`.
    case color
    /// A shape such as `Rectangle`.
    case shape
    /// A custom view: a type with a `body`.
    case custom
    /// A value of a type the inspector does not know; it has no children.
    case unknown

    /// The SwiftUI type name of the kind, as errors and dumps print it.
    public var typeName: String {
        switch self {
        case .tupleView: "TupleView"
        case .text: "Text"
        case .image: "Image"
        case .button: "Button"
        case .toggle: "Toggle"
        case .hStack: "HStack"
        case .vStack: "VStack"
        case .zStack: "ZStack"
        case .group: "Group"
        case .forEach: "ForEach"
        case .anyView: "AnyView"
        case .emptyView: "EmptyView"
        case .spacer: "Spacer"
        case .divider: "Divider"
        case .color: "Color"
        case .shape: "Shape"
        case .custom: "custom view"
        case .unknown: "unknown view"
        }
    }

    /// The kind of a leaf or container known by its type's own name, such as `HStack`.
    static func known(baseName: String) -> ViewKind? {
        switch baseName {
        case "Text": .text
        case "Image": .image
        case "Button": .button
        case "Toggle": .toggle
        case "HStack": .hStack
        case "VStack": .vStack
        case "ZStack": .zStack
        case "Group": .group
        case "ForEach": .forEach
        case "AnyView": .anyView
        case "EmptyView": .emptyView
        case "Spacer": .spacer
        case "Divider": .divider
        case "Color": .color
        case "Rectangle", "_ShapeView", "Circle", "Capsule", "RoundedRectangle", "Ellipse": .shape
        case "TupleView": .tupleView
        default: nil
        }
    }
}
