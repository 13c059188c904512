import Builders
import ScriptSyntax

// Colours and styles of the foreground, the tint and the accent.

extension ModifierEntry {
    static let foregroundStyle = ModifierEntry(name: "foregroundStyle", unlabelled: 1) { call in
        if let style = try GradientReader.style(of: call) { return foregroundShapeStyle(call, style) } // a gradient
        let color = try call.first(Convert.color)
        return call.modified { $0.foregroundStyle(color) }
    }

    static let tint = ModifierEntry(name: "tint", unlabelled: 1) { call in
        let color = try call.first(Convert.optionalColor)
        return call.modified { $0.tint(color) }
    }

    static let accentColor = ModifierEntry(name: "accentColor", unlabelled: 1) { call in
        let color = try call.first(Convert.optionalColor)
        return call.modified { $0.accentColor(color) }
    }

    /// `view.foregroundStyle(style)`.
    private static func foregroundShapeStyle(_ call: ModifierCall, _ style: any ShapeStyle) -> any View {
        func open<T: ShapeStyle>(_ style: T) -> any View { call.modified { $0.foregroundStyle(style) } }
        return open(style)
    }
}
