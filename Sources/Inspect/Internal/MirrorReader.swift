/// Reads a tree by stored-property labels and type names only, as code
/// written against SwiftUI does: it needs no knowledge of this package's types,
/// so it reads SwiftUI-shaped replicas too.
enum MirrorReader {
    /// What the walk sees in `value`, from its type's own name and its labels.
    static func piece(of value: Any, baseName: String) -> Piece {
        switch baseName {
        case "TupleView":
            guard let tuple = descendant(value, "value") else { return .view(.unknown) }
            return .list(Mirror(reflecting: tuple).children.map(\.value))
        case "ModifiedContent":
            guard let content = descendant(value, "content"), let modifier = descendant(value, "modifier") else {
                return .view(.unknown)
            }
            return .modified(content: content, modifier: modifier)
        case "Optional":
            return .wrapper(Mirror(reflecting: value).children.first?.value)
        case "_ConditionalContent":
            guard let storage = descendant(value, "storage") else { return .view(.unknown) }
            return .wrapper(Mirror(reflecting: storage).children.first?.value)
        case "_ViewModifier_Content":
            return .wrapper(descendant(value, "content", "some", "storage", "view"))
        case "IDView":
            guard let content = descendant(value, "content"), let id = descendant(value, "id") as? AnyHashable else {
                return .view(.unknown)
            }
            return .identified(content: content, id: id)
        default:
            if let kind = ViewKind.known(baseName: baseName), kind != .tupleView {
                return .view(kind)
            }
            return .view(CustomBody.isCustomView(value) ? .custom : .unknown)
        }
    }

    /// The label path of a container's content.
    static func contentPath(of kind: ViewKind) -> String {
        switch kind {
        case .hStack, .vStack, .zStack: "_tree|content"
        case .group: "content"
        case .anyView: "storage|view"
        case .button, .toggle: "label"
        default: "content"
        }
    }

    /// A container's content, read by label.
    static func content(of value: Any, kind: ViewKind) -> Any? {
        descendant(value, path: contentPath(of: kind))
    }

    /// `Mirror.descendant` along a `|`-separated label path.
    static func descendant(_ value: Any, path: String) -> Any? {
        var current = value
        for label in path.split(separator: "|") {
            guard let next = Mirror(reflecting: current).descendant(String(label)) else { return nil }
            current = next
        }
        return current
    }

    /// `Mirror.descendant` along labels.
    static func descendant(_ value: Any, _ labels: String...) -> Any? {
        var current = value
        for label in labels {
            guard let next = Mirror(reflecting: current).descendant(label) else { return nil }
            current = next
        }
        return current
    }
}
