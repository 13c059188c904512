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

    /// `.symbolVariant(.fill)`, `.symbolVariant(.circle.fill)`.
    static let symbolVariant = ModifierEntry(name: "symbolVariant", unlabelled: 1) { call in
        let argument = try call.first(needing: "a symbol variant, as .symbolVariant(.fill)")
        let variant = try symbolVariants(argument.value) ?? Convert.member(Convert.symbolVariants, "a symbol variant")(try call.value(argument), argument.location)
        return call.modified { $0.symbolVariant(variant) }
    }

    /// The variants a chain of their names makes, read from its syntax (`.circle.fill`: the
    /// circle's variants, filled); nil for any other expression.
    private static func symbolVariants(_ expression: Expr) throws -> SymbolVariants? {
        guard case .chain(.implicitMember(let first, _), let links) = expression, var variants = Convert.symbolVariants[first] else { return nil }
        for link in links {
            guard link.kind == .property, let next = Convert.symbolVariants[link.name] else {
                throw Diagnostic(location: link.location, message: "expected a symbol variant such as .circle.fill, found '.\(link.name)'")
            }
            // `variants.fill` is the variants with the next one's: its shape, its fill, slash or background.
            variants = variants.union(next)
        }
        return variants
    }
}

extension Convert {
    /// The designs `Font.Design` names.
    static let fontDesigns: [String: Font.Design] = ["default": .default, "serif": .serif, "rounded": .rounded, "monospaced": .monospaced]

    /// The variants `SymbolVariants` names.
    static let symbolVariants: [String: SymbolVariants] = [
        "none": .none, "circle": .circle, "square": .square, "rectangle": .rectangle, "fill": .fill, "slash": .slash, "background": .background,
    ]
}
