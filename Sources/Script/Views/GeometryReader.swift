import Builders
import ScriptSyntax

extension ViewEntry {
    /// `GeometryReader { proxy in … }`: the content is made for an empty space, as the inspector
    /// makes it (and as the renderer draws it).
    static let geometryReader = ViewEntry(name: "GeometryReader", labels: ["content"], unlabelled: 1) { call in
        let content = try call.content(madeFrom: .swiftValue(GeometryProxy()), example: "GeometryReader { proxy in … }")
        return TypedBuilders.geometryReader(content)
    }
}

extension TypedBuilders {
    /// A GeometryReader whose content is `content`, whatever the proxy.
    static func geometryReader(_ content: any View) -> any View {
        func open<C: View>(_ content: C) -> any View { GeometryReader { _ in content } }
        return open(content)
    }
}

extension GeometryProxy: HeldValueMembers {
    /// A proxy's members.
    static let memberNames = ["size", "safeAreaInsets", "frame"]

    /// `proxy.size`, `proxy.safeAreaInsets`.
    func member(_ name: String) -> Value? {
        switch name {
        case "size": .swiftValue(size)
        case "safeAreaInsets": .swiftValue(safeAreaInsets)
        default: nil
        }
    }

    /// `proxy.frame(in: .local)`, `.global` or `.named(name)`.
    func call(_ name: String, _ arguments: [ArgumentValue], at location: SourceLocation) throws -> Value? {
        guard name == "frame" else { return nil }
        guard arguments.count == 1, let argument = arguments.first, argument.label == "in" else {
            throw Diagnostic(location: location, message: "GeometryProxy's frame takes a coordinate space, as proxy.frame(in: .global)")
        }
        switch argument.value {
        case .member("local"): return .swiftValue(frame(in: .local))
        case .member("global"): return .swiftValue(frame(in: .global))
        case .memberCall("named", let named) where named.count == 1:
            return .swiftValue(frame(in: .named(AnyHashable(try Convert.hashable(named[0].value, at: location)))))
        default:
            throw Diagnostic(location: location, message: "expected a coordinate space such as .local, .global or .named(\"name\"), found \(argument.value.kindDescription)")
        }
    }
}
