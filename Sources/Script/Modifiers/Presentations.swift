import Builders
import ScriptSyntax

// Presentations: sheets, full-screen covers, popovers, alerts, confirmation dialogs and action
// sheets; closures in view code are empty actions, bindings `.constant(v)` or a `$flag` written
// through when live.

extension ModifierEntry {
    static let sheet = ModifierEntry(name: "sheet", labels: ["isPresented", "item", "onDismiss", "content"], unlabelled: 1) { call in
        if call.arguments.named("item") != nil { return try itemPresentation(call, as: .sheet) }
        let isPresented = try presented(call)
        let content = try call.evaluator.content(call.arguments.named("content") ?? call.arguments.unlabelled(0), of: ".sheet")
        func open<C: View>(_ content: C) -> any View { call.modified { $0.sheet(isPresented: isPresented) { content } } }
        return open(content)
    }

    static let fullScreenCover = ModifierEntry(name: "fullScreenCover", labels: ["isPresented", "item", "onDismiss", "content"], unlabelled: 1) { call in
        if call.arguments.named("item") != nil { return try itemPresentation(call, as: .fullScreenCover) }
        let isPresented = try presented(call)
        let content = try call.evaluator.content(call.arguments.named("content") ?? call.arguments.unlabelled(0), of: ".fullScreenCover")
        func open<C: View>(_ content: C) -> any View { call.modified { $0.fullScreenCover(isPresented: isPresented) { content } } }
        return open(content)
    }

    static let popover = ModifierEntry(name: "popover", labels: ["isPresented", "item", "arrowEdge", "content"], unlabelled: 1) { call in
        let edge = try call.named("arrowEdge", Convert.namedMember(["top": Edge.top, "leading": .leading, "bottom": .bottom, "trailing": .trailing], "an edge such as .top")) ?? .top
        if call.arguments.named("item") != nil { return try itemPresentation(call, as: .popover(edge)) }
        let isPresented = try presented(call)
        let content = try call.evaluator.content(call.arguments.named("content") ?? call.arguments.unlabelled(0), of: ".popover")
        func open<C: View>(_ content: C) -> any View { call.modified { $0.popover(isPresented: isPresented, arrowEdge: edge) { content } } }
        return open(content)
    }

    static let alert = ModifierEntry(name: "alert", labels: ["isPresented", "actions", "message", "content"], unlabelled: 2) { call in
        // The first API, `.alert(isPresented:) { Alert(…) }`, has no title argument.
        if call.arguments.named("content") != nil || call.arguments.unlabelled(0)?.isClosure == true { return try AlertReader.alert(call) }
        let title = try call.first(Convert.title, needing: "a title, as .alert(\"Title\", isPresented: …) { … }")
        let isPresented = try presented(call)
        let actions = try call.evaluator.content(call.arguments.named("actions") ?? call.arguments.unlabelled(1), of: ".alert")
        guard let messageArgument = call.arguments.named("message") else {
            func open<A: View>(_ actions: A) -> any View { call.modified { $0.alert(title, isPresented: isPresented) { actions } } }
            return open(actions)
        }
        let message = try call.evaluator.content(messageArgument, of: ".alert")
        func open<A: View, M: View>(_ actions: A, _ message: M) -> any View {
            call.modified { $0.alert(title, isPresented: isPresented, actions: { actions }, message: { message }) }
        }
        return open(actions, message)
    }

    static let confirmationDialog = ModifierEntry(name: "confirmationDialog", labels: ["isPresented", "titleVisibility", "actions", "message"], unlabelled: 2) { call in
        let title = try call.first(Convert.title, needing: "a title, as .confirmationDialog(\"Title\", isPresented: …) { … }")
        let isPresented = try presented(call)
        let visibility = try call.named("titleVisibility", Convert.namedMember(["automatic": Visibility.automatic, "visible": .visible, "hidden": .hidden], "a visibility such as .visible")) ?? .automatic
        let actions = try call.evaluator.content(call.arguments.named("actions") ?? call.arguments.unlabelled(1), of: ".confirmationDialog")
        guard let messageArgument = call.arguments.named("message") else {
            func open<A: View>(_ actions: A) -> any View {
                call.modified { $0.confirmationDialog(title, isPresented: isPresented, titleVisibility: visibility) { actions } }
            }
            return open(actions)
        }
        let message = try call.evaluator.content(messageArgument, of: ".confirmationDialog")
        func open<A: View, M: View>(_ actions: A, _ message: M) -> any View {
            call.modified { $0.confirmationDialog(title, isPresented: isPresented, titleVisibility: visibility, actions: { actions }, message: { message }) }
        }
        return open(actions, message)
    }

    static let actionSheet = ModifierEntry(name: "actionSheet", labels: ["isPresented", "content"], unlabelled: 1) { try AlertReader.actionSheet($0) }

    /// The `isPresented:` argument, required: `.constant(true)`, or a `$flag` of a file's state
    /// (read as its value, and written through when live).
    private static func presented(_ call: ModifierCall) throws -> Binding<Bool> {
        guard let isPresented = try call.named("isPresented", Convert.binding(of: Convert.bool)) else {
            throw call.missing("'isPresented:', as isPresented: .constant(true)")
        }
        return try call.evaluator.liveBool(call.arguments.named("isPresented")) ?? .constant(isPresented)
    }

    /// How a presentation of an item is shown.
    private enum ItemPresentationKind {
        case sheet
        case fullScreenCover
        /// A popover, its arrow pointing from the edge.
        case popover(Edge)

        /// The method's name.
        var method: String {
            switch self {
            case .sheet: "sheet"
            case .fullScreenCover: "fullScreenCover"
            case .popover: "popover"
            }
        }
    }

    /// `sheet(item:content:)`, `fullScreenCover(item:content:)` and `popover(item:content:)`: the
    /// item is a ``DefinedValue`` (identified by its `id`); the content is made now for the current
    /// item (a read tree's bindings are constants, and a live file's body is read again when the
    /// item changes), or for nil, when no item is set, so that the content's type is known.
    private static func itemPresentation(_ call: ModifierCall, as kind: ItemPresentationKind) throws -> any View {
        guard let argument = call.arguments.named("item") else { throw call.missing("'item:'") }
        guard let contentArgument = call.arguments.named("content") ?? call.arguments.unlabelled(0), case .closure(let closure) = contentArgument.value else {
            throw call.missing("a content closure, as .\(kind.method)(item: $item) { item in … }")
        }
        let evaluator = call.evaluator
        let current = try Convert.binding(try call.value(argument), at: argument.location)
        let location = argument.location
        let content: any View = current.isNull ? (try? evaluator.element(closure, .null)) ?? EmptyView() : try evaluator.element(closure, current)
        let item = try evaluator.liveBinding(argument, as: { Optional(evaluator.definedValue($0, at: location)) }, fallback: evaluator.definedValue(current, at: location)) {
            $0?.source ?? .null
        }
        func open<C: View>(_ content: C) -> any View {
            switch kind {
            case .sheet: call.modified { $0.sheet(item: item) { _ in content } }
            case .fullScreenCover: call.modified { $0.fullScreenCover(item: item) { _ in content } }
            case .popover(let edge): call.modified { $0.popover(item: item, arrowEdge: edge) { _ in content } }
            }
        }
        return open(content)
    }
}
