import Builders
import ScriptSyntax

// Animations and transitions: `.animation(_:)`, `.animation(_:value:)`, `.transition(_:)`, and the
// `Animation` and `AnyTransition` values they take (`.default`, `.easeInOut(duration: 0.3)`,
// `.spring()`, `.slide`, `.move(edge: .bottom).combined(with: .opacity)`). Nothing moves in a
// terminal: the values are kept for the inspector, as compiled code keeps them.

extension ModifierEntry {
    /// `.animation(.easeInOut, value: picked)`, or the deprecated `.animation(.default)`.
    static let animation = ModifierEntry(name: "animation", labels: ["value"], unlabelled: 1) { call in
        let animation = try call.first(Convert.animation, needing: "an animation such as .default")
        guard let argument = call.arguments.named("value") else {
            return call.modified { $0.animation(animation) }
        }
        let value = try call.value(argument)
        // The watched value's Swift type: the written type of the property it reads, else its value's.
        let written = call.evaluator.property(readBy: argument.value, projected: false)?.type
        let optional = written.map(call.evaluator.isOptional) ?? false
        let typeName = written.map { call.evaluator.unwrapped($0).name } ?? Standard.typeName(of: value)
        guard let typeName, optional || !value.isNull else {
            throw Diagnostic(location: argument.location, message: "expected a watched value whose type is known for 'value:' (declare the property with its type), found \(value.kindDescription)")
        }
        let builder = WatchedValueAnimation(view: call.view, animation: animation, value: value, optional: optional, location: argument.location)
        return try call.evaluator.withBridge(named: typeName, builder, at: argument.location)
    }

    /// `.transition(.opacity)`.
    static let transition = ModifierEntry(name: "transition", unlabelled: 1) { call in
        let transition = try call.first(Convert.transition, needing: "a transition such as .opacity")
        return call.modified { $0.transition(transition) }
    }
}

/// `view.animation(animation, value: value)` with the watched value as its Swift type (optional
/// when the property's written type is), as compiled code's `_AnimationModifier<V>`.
private struct WatchedValueAnimation: BridgedBuilder {
    let view: any View
    let animation: Animation?
    let value: Value
    let optional: Bool
    let location: SourceLocation

    func build<S: Hashable>(_ bridge: ValueBridge<S>) throws -> any View {
        func open<Content: View, V: Equatable>(_ content: Content, _ watched: V) -> any View {
            content.animation(animation, value: watched)
        }
        if optional { return open(view, bridge.read(value)) }
        guard let watched = bridge.read(value) else {
            throw Diagnostic(location: location, message: "expected an Equatable value for 'value:', found \(value.kindDescription)")
        }
        return open(view, watched)
    }
}

extension Convert {
    /// The animations by the names of `Animation`'s static members.
    static let animationNames: [String: Animation] = [
        "default": .default, "linear": .linear, "easeIn": .easeIn, "easeOut": .easeOut, "easeInOut": .easeInOut,
        "spring": .spring, "bouncy": .bouncy, "smooth": .smooth, "snappy": .snappy, "interactiveSpring": .interactiveSpring,
    ]

    /// An animation: `nil`, `.default`, `.easeInOut(duration: 0.3)`, `.spring()`, `.spring(response:dampingFraction:)`,
    /// and one held in a variable.
    static func animation(_ value: Value, at location: SourceLocation) throws -> Animation? {
        switch value {
        case .null:
            return nil
        case .swiftValue(let animation as Animation):
            return animation
        case .member(let name):
            if let animation = animationNames[name] { return animation }
        case .memberCall(let name, let arguments):
            func number(_ label: String) throws -> Double? {
                try arguments.first { $0.label == label }.map { try Convert.double($0.value, at: location) }
            }
            switch name {
            case "linear", "easeIn", "easeOut", "easeInOut":
                let duration = try number("duration") ?? 0.35
                switch name {
                case "linear": return .linear(duration: duration)
                case "easeIn": return .easeIn(duration: duration)
                case "easeOut": return .easeOut(duration: duration)
                default: return .easeInOut(duration: duration)
                }
            case "spring" where arguments.contains { $0.label == "duration" || $0.label == "bounce" }:
                return .spring(duration: try number("duration") ?? 0.5, bounce: try number("bounce") ?? 0, blendDuration: try number("blendDuration") ?? 0)
            case "spring":
                return .spring(response: try number("response") ?? 0.55, dampingFraction: try number("dampingFraction") ?? 0.825,
                               blendDuration: try number("blendDuration") ?? 0)
            case "bouncy", "smooth", "snappy":
                let duration = try number("duration") ?? 0.5, extra = try number("extraBounce") ?? 0
                switch name {
                case "bouncy": return .bouncy(duration: duration, extraBounce: extra)
                case "smooth": return .smooth(duration: duration, extraBounce: extra)
                default: return .snappy(duration: duration, extraBounce: extra)
                }
            case "interactiveSpring":
                return .interactiveSpring(response: try number("response") ?? 0.15, dampingFraction: try number("dampingFraction") ?? 0.86,
                                          blendDuration: try number("blendDuration") ?? 0.25)
            default:
                break
            }
        default:
            break
        }
        throw Diagnostic(location: location, message: "expected an animation such as .default or .easeInOut(duration: 0.3), found \(value.kindDescription)")
    }

    /// The edges a transition moves from, by name.
    static let singleEdgeNames: [String: Edge] = ["top": .top, "leading": .leading, "bottom": .bottom, "trailing": .trailing]

    /// A transition: `.opacity`, `.slide`, `.scale`, `.identity`, `.move(edge:)`, `.push(from:)`,
    /// `.scale(scale:anchor:)`, `.offset(x:y:)`, `.asymmetric(insertion:removal:)`, a `combined(with:)` or
    /// `animation(_:)` of one, and one held in a variable.
    static func transition(_ value: Value, at location: SourceLocation) throws -> AnyTransition {
        switch value {
        case .swiftValue(let transition as AnyTransition):
            return transition
        case .member("identity"): return .identity
        case .member("opacity"): return .opacity
        case .member("slide"): return .slide
        case .member("scale"): return .scale
        case .memberCall(let name, let arguments):
            func argument(_ label: String?) -> Value? { arguments.first { $0.label == label }?.value }
            func edge(_ label: String) throws -> Edge {
                try namedMember(singleEdgeNames, "an edge such as .bottom")(argument(label) ?? .null, location)
            }
            switch name {
            case "move": return .move(edge: try edge("edge"))
            case "push": return .push(from: try edge("from"))
            case "scale":
                return .scale(scale: try argument("scale").map { try Convert.length($0, at: location) } ?? 0)
            case "offset":
                return .offset(x: try argument("x").map { try signedLength($0, at: location) } ?? 0,
                               y: try argument("y").map { try signedLength($0, at: location) } ?? 0)
            case "asymmetric":
                return .asymmetric(insertion: try transition(argument("insertion") ?? .null, at: location),
                                   removal: try transition(argument("removal") ?? .null, at: location))
            default:
                break
            }
        default:
            break
        }
        throw Diagnostic(location: location, message: "expected a transition such as .opacity or .move(edge: .bottom), found \(value.kindDescription)")
    }

    /// `receiver.name(arguments)` on an implicit member whose method says its type: an
    /// `AnyTransition`'s `combined(with:)` and `animation(_:)`, an `Animation`'s `delay(_:)`,
    /// `speed(_:)`, `repeatCount(_:autoreverses:)` and `repeatForever(autoreverses:)`; nil for another method.
    static func implicitMemberMethod(_ receiver: Value, _ name: String, _ arguments: [ArgumentValue], at location: SourceLocation) throws -> Value? {
        func number(_ index: Int) throws -> Double {
            guard arguments.indices.contains(index) else { throw Diagnostic(location: location, message: ".\(name)(…) needs an argument") }
            return try Convert.double(arguments[index].value, at: location)
        }
        if let font = try Convert.fontMethod(receiver, name, arguments, at: location) { return font } // `.title.bold()`
        let autoreverses = try arguments.first { $0.label == "autoreverses" }.map { try Convert.bool($0.value, at: location) } ?? true
        switch name {
        case "combined":
            guard let other = arguments.first?.value else { throw Diagnostic(location: location, message: ".combined(with:) needs a transition") }
            return .swiftValue(try transition(receiver, at: location).combined(with: try transition(other, at: location)))
        case "animation":
            return .swiftValue(try transition(receiver, at: location).animation(try animation(arguments.first?.value ?? .null, at: location)))
        case "delay", "speed", "repeatCount", "repeatForever":
            guard let base = try animation(receiver, at: location) else { return nil }
            switch name {
            case "delay": return .swiftValue(base.delay(try number(0)))
            case "speed": return .swiftValue(base.speed(try number(0)))
            case "repeatCount": return .swiftValue(base.repeatCount(Int(try number(0)), autoreverses: autoreverses))
            default: return .swiftValue(base.repeatForever(autoreverses: autoreverses))
            }
        default:
            return nil
        }
    }
}
