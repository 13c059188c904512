import Builders

/// Reads a gesture as SwiftUI nests it, by type names and labels: the gestures' own modifiers
/// (`_EndedGesture`, `GestureStateGesture`…) and optionals wrap the gesture a test asks for, and
/// two gestures composed (`ExclusiveGesture`…) are named by the gestures inside them, with their
/// wrappers looked through. (The view modifiers that hold a gesture are read in their own file,
/// `Kinds/Modifiers/Gesture.swift`.)
enum GestureReader {
    /// A wrapper around a gesture: where the gesture inside is (a label path), and which of the
    /// wrapper's generic arguments is its type.
    struct Wrapper {
        let path: [String]
        let argument: Int
    }

    /// The wrappers, by their type's own name.
    static let wrappers: [String: Wrapper] = [
        "_ChangedGesture": Wrapper(path: ["_body", "content"], argument: 0),
        "_EndedGesture": Wrapper(path: ["_body", "content"], argument: 0),
        "_MapGesture": Wrapper(path: ["_body", "content"], argument: 0),
        "_ModifiersGesture": Wrapper(path: ["_body", "content"], argument: 0),
        "GestureStateGesture": Wrapper(path: ["base"], argument: 0),
        // The shape `onLongPressGesture` gives its press: the callbacks, then the gesture.
        "ModifierGesture": Wrapper(path: ["content"], argument: 1),
        "Optional": Wrapper(path: ["some"], argument: 0),
    ]

    /// The gestures made of two, each at `first` and `second`.
    static let composed: Set<String> = ["ExclusiveGesture", "SequenceGesture", "SimultaneousGesture"]

    /// One wrapper met on the way to the gesture.
    struct Layer {
        /// The wrapper's value.
        let value: Any
        /// Its type's own name.
        let name: String
    }

    /// The wrappers around the gesture in `value`, outermost first, and the gesture itself;
    /// nil for an optional that holds none.
    static func peel(_ value: Any, types: TypeCache) -> (layers: [Layer], gesture: Any?) {
        var layers: [Layer] = []
        var current = value
        while true {
            let name = types.baseName(of: type(of: current))
            guard let wrapper = wrappers[name] else { return (layers, current) }
            layers.append(Layer(value: current, name: name))
            var inner: Any? = current
            for label in wrapper.path { inner = inner.flatMap { MirrorReader.child($0, label) } }
            guard let next = inner else { return (layers, nil) }
            current = next
        }
    }

    /// The name the gesture in `value` is asked for by: its type's name with the wrappers looked
    /// through, such as `ExclusiveGesture<MagnificationGesture, RotationGesture>` for an
    /// `ExclusiveGesture<_ChangedGesture<MagnificationGesture>, RotationGesture>`.
    static func name(of value: Any, types: TypeCache) -> String {
        name(ofTypeNamed: types.fullName(of: type(of: value)))
    }

    /// The name the gesture of a type named `typeName` is asked for by. Past
    /// ``nameDepthLimit`` nested gestures the name is the type's own.
    static func name(ofTypeNamed typeName: String, depth: Int = 0) -> String {
        guard depth < nameDepthLimit, let (base, arguments) = genericParts(of: typeName) else { return typeName }
        if let wrapper = wrappers[base], arguments.indices.contains(wrapper.argument) {
            return name(ofTypeNamed: arguments[wrapper.argument], depth: depth + 1)
        }
        if composed.contains(base), arguments.count == 2 {
            return "\(base)<\(name(ofTypeNamed: arguments[0], depth: depth + 1)), \(name(ofTypeNamed: arguments[1], depth: depth + 1))>"
        }
        return typeName
    }

    /// How many gestures nested in gestures a name looks through.
    static let nameDepthLimit = 64

    /// A generic type's own name and its arguments, as `String(describing:)` prints them
    /// (`Base<A, B<C>>` gives `Base` and `A`, `B<C>`); nil for any other name.
    static func genericParts(of typeName: String) -> (base: String, arguments: [String])? {
        guard typeName.hasSuffix(">"), let open = typeName.firstIndex(of: "<") else { return nil }
        let base = String(typeName[..<open])
        guard !base.isEmpty, !base.contains(where: { "([, ".contains($0) }) else { return nil }
        let inner = typeName[typeName.index(after: open)..<typeName.index(before: typeName.endIndex)]
        var arguments: [String] = []
        var depth = 0
        var start = inner.startIndex
        var previous: Character = " "
        for index in inner.indices {
            let character = inner[index]
            switch character {
            case "<", "(", "[": depth += 1
            case ")", "]": depth -= 1
            // The arrow of a function type closes nothing.
            case ">" where previous != "-": depth -= 1
            case "," where depth == 0:
                arguments.append(inner[start..<index].trimmingCharacters(in: .whitespaces))
                start = inner.index(after: index)
            default: break
            }
            guard depth >= 0 else { return nil }
            previous = character
        }
        guard depth == 0 else { return nil }
        arguments.append(inner[start...].trimmingCharacters(in: .whitespaces))
        return (base, arguments)
    }
}
