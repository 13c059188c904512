import Builders
import ScriptSyntax

extension ViewEntry {
    /// `ScrollViewReader { proxy in … }`: the content is made with a proxy whose
    /// `scrollTo(_:anchor:)` changes nothing (a running app scrolls to the focus).
    static let scrollViewReader = ViewEntry(name: "ScrollViewReader", labels: ["content"], unlabelled: 1) { call in
        let content = try call.content(madeFrom: .swiftValue(ScrollViewProxy()), example: "ScrollViewReader { proxy in … }")
        return TypedBuilders.scrollViewReader(content)
    }
}

extension TypedBuilders {
    /// A ScrollViewReader whose content is `content`, whatever the proxy.
    static func scrollViewReader(_ content: any View) -> any View {
        func open<C: View>(_ content: C) -> any View { ScrollViewReader { _ in content } }
        return open(content)
    }
}

extension ScrollViewProxy: HeldValueMembers {
    /// A proxy's methods.
    static let memberNames = ["scrollTo"]

    /// No properties.
    func member(_ name: String) -> Value? { nil }

    /// `proxy.scrollTo(id)`, `proxy.scrollTo(id, anchor: .top)`: nothing scrolls.
    func call(_ name: String, _ arguments: [ArgumentValue], at location: SourceLocation) throws -> Value? {
        guard name == "scrollTo" else { return nil }
        guard let first = arguments.first, first.label == nil, arguments.dropFirst().allSatisfy({ $0.label == "anchor" }), arguments.count <= 2 else {
            throw Diagnostic(location: location, message: "ScrollViewProxy's scrollTo takes an id and an anchor, as proxy.scrollTo(id, anchor: .top)")
        }
        scrollTo(AnyHashable(try Convert.hashable(first.value, at: location)))
        return .void
    }
}
