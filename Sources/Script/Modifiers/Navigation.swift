import Builders
import ScriptSyntax

// Navigation: titles and their display mode, the first era's bar items, toolbars, tab items.

extension ModifierEntry {
    static let navigationTitle = ModifierEntry(name: "navigationTitle", unlabelled: 1) { call in
        let title = try call.first(Convert.title, needing: "a title")
        return call.modified { $0.navigationTitle(title) }
    }

    /// `.navigationBarTitle("Title")`, `.navigationBarTitle(Text("Title"), displayMode: .inline)`.
    static let navigationBarTitle = ModifierEntry(name: "navigationBarTitle", labels: ["displayMode"], unlabelled: 1) { call in
        let title = try call.first(Convert.title, needing: "a title")
        guard let mode = try call.named("displayMode", Convert.namedMember(displayModes, "a display mode such as .inline")) else {
            return call.modified { $0.navigationBarTitle(title) }
        }
        func open(_ view: some View) -> any View { view.navigationBarTitle(title, displayMode: mode) }
        return open(call.view)
    }

    static let navigationBarTitleDisplayMode = ModifierEntry(name: "navigationBarTitleDisplayMode", unlabelled: 1) { call in
        let mode = try call.first(Convert.namedMember(displayModes, "a display mode such as .inline"))
        return call.modified { $0.navigationBarTitleDisplayMode(mode) }
    }

    /// The display modes of a navigation bar's title, by name.
    private static let displayModes: [String: NavigationBarItem.TitleDisplayMode] = ["automatic": .automatic, "inline": .inline, "large": .large]

    /// `.navigationBarItems(leading: Button(…), trailing: Button(…))`, either side alone.
    static let navigationBarItems = ModifierEntry(name: "navigationBarItems", labels: ["leading", "trailing"]) { call in
        let leading = try call.arguments.named("leading").map { try call.evaluator.content($0, of: ".navigationBarItems") }
        let trailing = try call.arguments.named("trailing").map { try call.evaluator.content($0, of: ".navigationBarItems") }
        switch (leading, trailing) {
        case let (leading?, trailing?):
            func open<L: View, T: View>(_ leading: L, _ trailing: T) -> any View { call.modified { $0.navigationBarItems(leading: leading, trailing: trailing) } }
            return open(leading, trailing)
        case let (leading?, nil):
            func open<L: View>(_ leading: L) -> any View { call.modified { $0.navigationBarItems(leading: leading) } }
            return open(leading)
        case let (nil, trailing?):
            func open<T: View>(_ trailing: T) -> any View { call.modified { $0.navigationBarItems(trailing: trailing) } }
            return open(trailing)
        case (nil, nil):
            throw call.missing("'leading:' or 'trailing:', as .navigationBarItems(trailing: Button(\"Add\") { … })")
        }
    }

    static let toolbar = ModifierEntry(name: "toolbar", labels: ["id", "content"], unlabelled: 1) { call in
        let content = try call.evaluator.content(call.arguments.named("content") ?? call.arguments.unlabelled(0), of: ".toolbar")
        if let id = try call.named("id", Convert.string) { // toolbar(id:content:)
            func open<C: View>(_ content: C) -> any View { call.modified { $0.toolbar(id: id) { content } } }
            return open(content)
        }
        func open<C: View>(_ content: C) -> any View { call.modified { $0.toolbar { content } } }
        return open(content)
    }

    static let tabItem = ModifierEntry(name: "tabItem", unlabelled: 1) { call in
        func modified(_ label: some View) -> any View { call.modified { $0.tabItem { label } } }
        return modified(try call.evaluator.content(try call.first(), of: ".tabItem"))
    }
}
