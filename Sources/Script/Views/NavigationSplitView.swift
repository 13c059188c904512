import Builders
import ScriptSyntax

extension ViewEntry {
    /// `NavigationSplitView { sidebar } detail: { … }`, with a `content:` column between them,
    /// and `columnVisibility: $visibility`.
    static let navigationSplitView = ViewEntry(
        name: "NavigationSplitView", labels: ["columnVisibility", "sidebar", "content", "detail"], unlabelled: 1
    ) { call in
        guard let sidebarArgument = call.arguments.named("sidebar") ?? call.arguments.unlabelled(0) else {
            throw call.missing("a sidebar, as NavigationSplitView { List { … } } detail: { … }")
        }
        guard let detailArgument = call.arguments.named("detail") else {
            throw call.missing("'detail:', as NavigationSplitView { List { … } } detail: { … }")
        }
        let sidebar = try call.content(sidebarArgument)
        let content = try call.arguments.named("content").map { try call.content($0) }
        let detail = try call.content(detailArgument)
        var visibility: Binding<NavigationSplitViewVisibility>?
        if let argument = call.arguments.named("columnVisibility") {
            let names: [String: NavigationSplitViewVisibility] = ["automatic": .automatic, "all": .all, "doubleColumn": .doubleColumn, "detailOnly": .detailOnly]
            let read = { (value: Value) -> NavigationSplitViewVisibility? in
                guard case .member(let name) = value else { return nil }
                return names[name]
            }
            let current = try Convert.binding(try call.value(argument), at: argument.location)
            guard let initial = read(current) else {
                throw Diagnostic(location: argument.location, message: "expected a binding of a column visibility such as .all, found \(current.kindDescription)")
            }
            visibility = try call.evaluator.liveBinding(argument, as: read, fallback: initial) { value in
                .member(names.first { $0.value == value }?.key ?? "automatic")
            }
        }
        return TypedBuilders.navigationSplitView(sidebar: sidebar, content: content, detail: detail, visibility: visibility)
    }
}

extension TypedBuilders {
    /// A split view of two columns, or of three when `content` is given.
    static func navigationSplitView(sidebar: any View, content: (any View)?, detail: any View, visibility: Binding<NavigationSplitViewVisibility>?) -> any View {
        func open<S: View, D: View>(_ sidebar: S, _ detail: D) -> any View {
            if let content {
                func three<C: View>(_ content: C) -> any View {
                    if let visibility { return NavigationSplitView(columnVisibility: visibility) { sidebar } content: { content } detail: { detail } }
                    return NavigationSplitView { sidebar } content: { content } detail: { detail }
                }
                return three(content)
            }
            if let visibility { return NavigationSplitView(columnVisibility: visibility) { sidebar } detail: { detail } }
            return NavigationSplitView { sidebar } detail: { detail }
        }
        return open(sidebar, detail)
    }
}
