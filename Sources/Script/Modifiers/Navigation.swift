import Builders
import ScriptSyntax

// Navigation: titles and their display mode, toolbars, tab items.

extension ModifierEntry {
    static let navigationTitle = ModifierEntry(names: ["navigationTitle", "navigationBarTitle"], unlabelled: 1) { call in
        let title = try call.first(Convert.title, needing: "a title")
        return call.modified { $0.navigationTitle(title) }
    }

    static let navigationBarTitleDisplayMode = ModifierEntry(name: "navigationBarTitleDisplayMode", unlabelled: 1) { call in
        let mode = try call.first(Convert.namedMember([
            "automatic": NavigationBarItem.TitleDisplayMode.automatic, "inline": .inline, "large": .large,
        ], "a display mode such as .inline"))
        return call.modified { $0.navigationBarTitleDisplayMode(mode) }
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
