import Builders
import ScriptSyntax

// Text sizing and fonts' designs, and how symbol images are drawn: any view's, or a Text's own
// where compiled code picks Text's method (which returns a Text).

extension ModifierEntry {
    /// `.minimumScaleFactor(0.5)`.
    static let minimumScaleFactor = ModifierEntry(name: "minimumScaleFactor", unlabelled: 1) { call in
        let factor = try call.first(Convert.length)
        return call.modified { $0.minimumScaleFactor(factor) }
    }

    /// `.monospaced()`, `.monospaced(false)`.
    static let monospaced = ModifierEntry(name: "monospaced", unlabelled: 1) { call in
        let active = try call.unlabelled(0, Convert.bool) ?? true
        if let text = call.text { return text.monospaced(active) }
        return call.modified { $0.monospaced(active) }
    }

    /// `.fontDesign(.rounded)`, `.fontDesign(nil)`.
    static let fontDesign = ModifierEntry(name: "fontDesign", unlabelled: 1) { call in
        let design = try call.first(Convert.optionalMember(Convert.fontDesigns, "a font design"))
        if let text = call.text { return text.fontDesign(design) }
        return call.modified { $0.fontDesign(design) }
    }

    /// `.symbolRenderingMode(.hierarchical)`, `.symbolRenderingMode(nil)`.
    static let symbolRenderingMode = ModifierEntry(name: "symbolRenderingMode", unlabelled: 1) { call in
        let mode = try call.first(Convert.optionalMember([
            "monochrome": SymbolRenderingMode.monochrome, "multicolor": .multicolor, "hierarchical": .hierarchical, "palette": .palette,
        ], "a rendering mode"))
        return call.modified { $0.symbolRenderingMode(mode) }
    }

    /// `.symbolVariant(.fill)`.
    static let symbolVariant = ModifierEntry(name: "symbolVariant", unlabelled: 1) { call in
        let variant = try call.first(Convert.member([
            "none": SymbolVariants.none, "circle": .circle, "square": .square, "rectangle": .rectangle, "fill": .fill,
            "slash": .slash, "background": .background,
        ], "a symbol variant"))
        return call.modified { $0.symbolVariant(variant) }
    }
}

extension Convert {
    /// The designs `Font.Design` names.
    static let fontDesigns: [String: Font.Design] = ["default": .default, "serif": .serif, "rounded": .rounded, "monospaced": .monospaced]
}
