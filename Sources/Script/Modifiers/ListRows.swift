import Builders
import Foundation
import ScriptSyntax

// List rows and searches: swipe actions, context menus, badges, row backgrounds and separators,
// rows kept from deletion or moving, moving rows, and a search field.

extension ModifierEntry {
    /// `.swipeActions(edge: .leading, allowsFullSwipe: false) { Button … }`.
    static let swipeActions = ModifierEntry(name: "swipeActions", labels: ["edge", "allowsFullSwipe", "content"], unlabelled: 1) { call in
        let edge = try call.named("edge", Convert.namedMember(["leading": HorizontalEdge.leading, "trailing": .trailing], "an edge such as .leading")) ?? .trailing
        let allowsFullSwipe = try call.named("allowsFullSwipe", Convert.bool) ?? true
        let content = try call.evaluator.content(call.arguments.named("content") ?? call.arguments.unlabelled(0), of: ".swipeActions")
        func open<T: View>(_ content: T) -> any View { call.modified { $0.swipeActions(edge: edge, allowsFullSwipe: allowsFullSwipe) { content } } }
        return open(content)
    }

    /// `.contextMenu { Button … }`, with a `preview:`.
    static let contextMenu = ModifierEntry(name: "contextMenu", labels: ["menuItems", "preview"], unlabelled: 1) { call in
        let items = try call.evaluator.content(call.arguments.named("menuItems") ?? call.arguments.unlabelled(0), of: ".contextMenu")
        guard let previewArgument = call.arguments.named("preview") else {
            func open<M: View>(_ items: M) -> any View { call.modified { $0.contextMenu { items } } }
            return open(items)
        }
        let preview = try call.evaluator.content(previewArgument, of: ".contextMenu")
        func open<M: View, P: View>(_ items: M, _ preview: P) -> any View { call.modified { $0.contextMenu { items } preview: { preview } } }
        return open(items, preview)
    }

    /// `.badge(3)`, `.badge("New")`, `.badge(Text("New"))`, `.badge(nil)`.
    static let badge = ModifierEntry(name: "badge", unlabelled: 1) { call in
        let argument = try call.first(needing: "a count or a label, as .badge(3)")
        switch argument.value {
        case .string:
            // A literal is a localized key, as the compiler picks.
            let key = try call.value(argument).text ?? ""
            return call.modified { $0.badge(LocalizedStringKey(key)) }
        default:
            let value = try call.value(argument)
            switch value {
            case .int(let count): return call.modified { $0.badge(count) }
            case .null: return call.modified { $0.badge(Text?.none) }
            case .view(let view as Text): return call.modified { $0.badge(view) }
            case let other where other.isStringLike: return call.modified { $0.badge(other.text ?? "") }
            default: throw Diagnostic(location: call.arguments.location, message: "expected a count or a label for .badge, found \(value.kindDescription)")
            }
        }
    }

    /// `.listRowBackground(Color.yellow)`, `.listRowBackground(nil)`.
    static let listRowBackground = ModifierEntry(name: "listRowBackground", unlabelled: 1) { call in
        let argument = try call.first(needing: "a view, as .listRowBackground(Color.yellow)")
        if case .null = try call.value(argument) { return call.modified { $0.listRowBackground(EmptyView?.none) } }
        let background = try call.evaluator.content(argument, of: ".listRowBackground")
        func open<B: View>(_ background: B) -> any View { call.modified { $0.listRowBackground(background) } }
        return open(background)
    }

    /// `.listRowSeparator(.hidden)`, `.listRowSeparator(.hidden, edges: .top)`.
    static let listRowSeparator = ModifierEntry(name: "listRowSeparator", labels: ["edges"], unlabelled: 1) { call in
        let visibility = try call.first(Convert.namedMember(["automatic": Visibility.automatic, "visible": .visible, "hidden": .hidden], "a visibility such as .hidden"))
        let edges = try call.named("edges") { value, location -> VerticalEdge.Set in
            switch value {
            case .member("all"): return .all
            case .member("top"): return .top
            case .member("bottom"): return .bottom
            default: throw Diagnostic(location: location, message: "expected edges such as .all or .top, found \(value.kindDescription)")
            }
        } ?? .all
        return call.modified { $0.listRowSeparator(visibility, edges: edges) }
    }

    /// `.deleteDisabled(true)`.
    static let deleteDisabled = ModifierEntry(name: "deleteDisabled", unlabelled: 1) { call in
        let disabled = try call.first(Convert.bool)
        return call.modified { $0.deleteDisabled(disabled) }
    }

    /// `.moveDisabled(true)`.
    static let moveDisabled = ModifierEntry(name: "moveDisabled", unlabelled: 1) { call in
        let disabled = try call.first(Convert.bool)
        return call.modified { $0.moveDisabled(disabled) }
    }

    /// `ForEach(…) { … }.onMove(perform:)`: the action receives the offsets as an array of
    /// integers and the destination (`items.move(fromOffsets: source, toOffset: destination)`); it
    /// runs when the file runs live.
    static let onMove = ModifierEntry(name: "onMove", labels: ["perform"], unlabelled: 1) { call in
        guard call.view is any DynamicViewContent else {
            throw Diagnostic(location: call.arguments.location, message: "expected a ForEach before .onMove(perform:), found \(String(describing: type(of: call.view)).prefix(60))")
        }
        let argument = call.arguments.named("perform") ?? call.arguments.unlabelled(0)
        var action: ((IndexSet, Int) -> Void)?
        if let argument, case .null = argument.value {
            action = nil
        } else {
            let perform = try call.evaluator.liveAction(argument) { (move: (offsets: IndexSet, destination: Int)) in
                [(nil, .array(move.offsets.map { .int($0) })), (nil, .int(move.destination))]
            }
            action = { perform(($0, $1)) }
        }
        func open(_ view: some View) -> any View { ModifiedContent(content: view, modifier: _TraitWritingModifier<OnMoveTraitKey>(value: action)) }
        return open(call.view)
    }

    /// `.searchable(text: $query)`, with a `prompt:` (a literal is a localized key) and a `placement:`.
    static let searchable = ModifierEntry(name: "searchable", labels: ["text", "placement", "prompt"]) { call in
        guard let textArgument = call.arguments.named("text") else { throw call.missing("'text:', as .searchable(text: $query)") }
        let current = try Convert.binding(try call.value(textArgument), at: textArgument.location)
        let text = try call.evaluator.liveString(textArgument) ?? .constant(current.text ?? "")
        let placement = try call.named("placement", Convert.namedMember([
            "automatic": SearchFieldPlacement.automatic, "toolbar": .toolbar, "sidebar": .sidebar, "navigationBarDrawer": .navigationBarDrawer,
        ], "a placement such as .automatic")) ?? .automatic
        guard let promptArgument = call.arguments.named("prompt") else { return call.modified { $0.searchable(text: text, placement: placement) } }
        if case .string = promptArgument.value {
            let prompt = try call.value(promptArgument).text ?? ""
            return call.modified { $0.searchable(text: text, placement: placement, prompt: LocalizedStringKey(prompt)) }
        }
        let promptValue = try call.value(promptArgument)
        if promptValue.isStringLike, let prompt = promptValue.text {
            return call.modified { $0.searchable(text: text, placement: placement, prompt: prompt) }
        }
        let prompt = try Convert.optionalText(promptValue, at: promptArgument.location)
        return call.modified { $0.searchable(text: text, placement: placement, prompt: prompt) }
    }
}
