import Builders
import Foundation

/// Reads a tree by stored-property labels and type names only, as code
/// written against SwiftUI does: it needs no knowledge of this package's types,
/// so it reads SwiftUI-shaped replicas too.
enum MirrorReader {
    /// What the walk sees in `value`, from the role its type's own name has in
    /// ``KnownTypes`` (nil for an unknown name) and its labels.
    static func piece(of value: Any, role: KnownTypes.Role?) -> Piece {
        switch role {
        case .wrapper(.tuple):
            guard let tuple = descendant(value, "value") else { return .view(.unknown) }
            return .list(FieldLayout.tupleElements(of: tuple))
        case .wrapper(.modified):
            guard let (content, modifier) = children(value, "content", "modifier") else {
                return .view(.unknown)
            }
            return .modified(content: content, modifier: modifier)
        case .wrapper(.optional):
            return .wrapper(EnumCaseReader.payload(of: value)?.value)
        case .wrapper(.conditional):
            guard let storage = descendant(value, "storage") else { return .view(.unknown) }
            return .wrapper(EnumCaseReader.isEnum(Swift.type(of: storage))
                ? EnumCaseReader.payload(of: storage)?.value : Mirror(reflecting: storage).children.first?.value)
        case .wrapper(.modifierContent):
            guard let content = descendant(value, "content", "some", "storage", "view") else { return .view(.viewModifierContent) }
            return .wrapper(content)
        case .wrapper(.identified):
            guard let (content, id) = children(value, "content", "id"), let hashable = id as? AnyHashable else {
                return .view(.unknown)
            }
            return .identified(content: content, id: hashable)
        case .wrapper(.subscription):
            guard let content = descendant(value, "content") else { return .view(.unknown) }
            return .modified(content: content, modifier: value)
        case .wrapper(.transparent):
            return .wrapper(descendant(value, "content"))
        case .view(let kind):
            return .view(kind)
        case nil:
            return .view(CustomBody.isCustomView(value) ? .custom : value is any Shape ? .shape : .unknown)
        }
    }

    /// `Mirror.descendant` along a `|`-separated label path.
    static func descendant(_ value: Any, path: String) -> Any? {
        var current = value
        for label in path.split(separator: "|") {
            guard let next = child(current, String(label)) else { return nil }
            current = next
        }
        return current
    }

    /// `Mirror.descendant` along labels.
    static func descendant(_ value: Any, _ labels: String...) -> Any? {
        var current = value
        for label in labels {
            guard let next = child(current, label) else { return nil }
            current = next
        }
        return current
    }

    /// The children of `value` with the given labels, from its layout or one Mirror.
    static func children(_ value: Any, _ first: String, _ second: String) -> (Any, Any)? {
        if let layout = FieldLayout.of(Swift.type(of: value)),
           let a = layout.field(first).flatMap({ FieldLayout.read($0, of: value) }),
           let b = layout.field(second).flatMap({ FieldLayout.read($0, of: value) }) {
            return (a, b)
        }
        let mirror = Mirror(reflecting: value)
        guard let a = child(of: mirror, type: Swift.type(of: value), first),
              let b = child(of: mirror, type: Swift.type(of: value), second)
        else { return nil }
        return (a, b)
    }

    /// The child of `value` labelled `label`.
    ///
    /// A struct's or tuple's child is read at its offset in the type's ``FieldLayout``.
    /// Otherwise: `Mirror.descendant` scans the children in order and copies each one it
    /// passes (for a modifier chain, the whole rest of the chain); a class's labels are fixed
    /// by its type, so the label's position is found once per type and then read directly.
    static func child(_ value: Any, _ label: String) -> Any? {
        if let layout = FieldLayout.of(Swift.type(of: value)) {
            guard let field = layout.field(label) else { return nil }
            if let child = FieldLayout.read(field, of: value) { return child }
        } else if EnumCaseReader.isEnum(Swift.type(of: value)) {
            guard let payload = EnumCaseReader.payload(of: value), payload.label == label else { return nil }
            return payload.value
        }
        return child(of: Mirror(reflecting: value), type: Swift.type(of: value), label)
    }

    private static func child(of mirror: Mirror, type: Any.Type, _ label: String) -> Any? {
        let children = mirror.children
        let fixedLayout = mirror.displayStyle == .struct || mirror.displayStyle == .class || mirror.displayStyle == .tuple
        guard fixedLayout else {
            return children.first { $0.label == label }?.value
        }
        let key = LabelOffsets.Key(type: ObjectIdentifier(type), label: label)
        if let offset = LabelOffsets.shared.offset(for: key) {
            guard offset >= 0, offset < children.count else { return nil }
            return children[children.index(children.startIndex, offsetBy: offset)].value
        }
        var offset = 0
        for child in children {
            if child.label == label {
                LabelOffsets.shared.record(offset, for: key)
                return child.value
            }
            offset += 1
        }
        LabelOffsets.shared.record(-1, for: key)
        return nil
    }
}

/// The position of each label among the Mirror children of a type, shared by
/// all inspections (a type's stored properties never change).
final class LabelOffsets: @unchecked Sendable {
    struct Key: Hashable {
        var type: ObjectIdentifier
        var label: String
    }

    static let shared = LabelOffsets()
    private let lock = NSLock()
    private var offsets: [Key: Int] = [:]

    func offset(for key: Key) -> Int? {
        lock.lock()
        defer { lock.unlock() }
        return offsets[key]
    }

    func record(_ offset: Int, for key: Key) {
        lock.lock()
        defer { lock.unlock() }
        offsets[key] = offset
    }
}
