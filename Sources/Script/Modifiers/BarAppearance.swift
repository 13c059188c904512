import Builders
import ScriptSyntax

// The navigation bar and the toolbars: hiding the bar or its back button, and the bars'
// backgrounds and colour schemes (`for:` one bar or several, as the variadic method takes them).

extension ModifierEntry {
    /// `.navigationBarBackButtonHidden()`, `.navigationBarBackButtonHidden(true)`.
    static let navigationBarBackButtonHidden = ModifierEntry(name: "navigationBarBackButtonHidden", unlabelled: 1) { call in
        let hidden = try call.unlabelled(0, Convert.bool) ?? true
        return call.modified { $0.navigationBarBackButtonHidden(hidden) }
    }

    /// `.navigationBarHidden(true)`.
    static let navigationBarHidden = ModifierEntry(name: "navigationBarHidden", unlabelled: 1) { call in
        let hidden = try call.first(Convert.bool)
        return call.modified { $0.navigationBarHidden(hidden) }
    }

    /// `.toolbarBackground(.visible, for: .navigationBar)`, `.toolbarBackground(Color.blue, for: .navigationBar, .tabBar)`.
    static let toolbarBackground = ModifierEntry(name: "toolbarBackground", labels: ["for"], unlabelled: 4) { call in
        let argument = try call.first(needing: "a visibility or a style, as .toolbarBackground(.visible, for: .navigationBar)")
        let bars = try toolbarBars(call)
        if case .member(let name) = try call.value(argument), let visibility = Convert.visibilities[name] {
            return modify(call, ToolbarAppearanceModifier(bars: bars, backgroundVisibility: visibility))
        }
        if let style = try Convert.material(of: call) ?? GradientReader.style(of: call) {
            func open<S: ShapeStyle>(_ style: S) -> any View { modify(call, ToolbarBackgroundModifier(style: style, bars: bars)) }
            return open(style)
        }
        return modify(call, ToolbarBackgroundModifier(style: try Convert.color(try call.value(argument), at: argument.location), bars: bars))
    }

    /// `.toolbarColorScheme(.dark, for: .navigationBar)`.
    static let toolbarColorScheme = ModifierEntry(name: "toolbarColorScheme", labels: ["for"], unlabelled: 4) { call in
        let scheme = try call.first(Convert.optionalColorScheme)
        return modify(call, ToolbarAppearanceModifier(bars: try toolbarBars(call), colorScheme: .some(scheme)))
    }

    /// The bars after `for:`: the labelled one and the unlabelled ones after it.
    private static func toolbarBars(_ call: ModifierCall) throws -> [ToolbarPlacement] {
        guard let first = call.arguments.list.firstIndex(where: { $0.label == "for" }) else { throw call.missing("'for:', as for: .navigationBar") }
        return try call.arguments.list[first...].map { argument in
            try Convert.member(Convert.toolbarPlacements, "a bar such as .navigationBar")(try call.value(argument), argument.location)
        }
    }

    /// The view modified by `modifier`, the value the variadic method builds from the same bars.
    private static func modify<M: ViewModifier>(_ call: ModifierCall, _ modifier: M) -> any View {
        func open(_ view: some View) -> any View { ModifiedContent(content: view, modifier: modifier) }
        return open(call.view)
    }
}
