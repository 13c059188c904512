import Builders

// The font modifiers of any view (`bold()`, `italic()`, `fontWeight(_:)`, `fontDesign(_:)`,
// `monospaced(_:)`, `monospacedDigit()`): environment transforms of the list of font changes,
// `_EnvironmentKeyTransformModifier<Array<AnyFontModifier>>`, as SwiftUI's are. Each is named by
// the change its transform adds (or, for `fontWeight(nil)`, `bold(false)`…, the sort it removes);
// the environment transform's descriptor (`Disabled.swift`) asks here first.

/// Reads the font changes an environment transform makes.
enum FontModifierReader {
    /// The method of a font transform, or nil when `modifier` is no font transform.
    static func methodName(of modifier: Any) -> String? {
        guard let transform = (modifier as? _EnvironmentKeyTransformModifier<[AnyFontModifier]>)?.transform else { return nil }
        var added: [AnyFontModifier] = []
        transform(&added)
        if let last = added.last { return method(of: last.change) }
        // A removal: the sorts missing from a list of one of each.
        let sorts: [AnyFontModifier.Change] = [.weight(.regular), .bold, .italic, .design(.default), .monospaced, .monospacedDigit]
        var all = sorts.map(AnyFontModifier.init)
        transform(&all)
        let removed = sorts.first { sort in !all.contains { $0.isSameSort(as: sort) } }
        return removed.map(method(of:)) ?? "transformEnvironment"
    }

    /// The method that adds a change of the sort of `change`.
    private static func method(of change: AnyFontModifier.Change) -> String {
        switch change {
        case .bold: "bold"
        case .italic: "italic"
        case .weight: "fontWeight"
        case .design: "fontDesign"
        case .monospaced: "monospaced"
        case .monospacedDigit: "monospacedDigit"
        }
    }
}

extension InspectableView {
    /// The environment the modifiers of this view and of the views containing it write, outermost first.
    var writtenEnvironment: EnvironmentValues {
        var values = EnvironmentValues()
        for modifier in modifiersFromRoot {
            (modifier as? any _EnvironmentApplying)?._apply(to: &values)
        }
        return values
    }

    /// What the view's font comes to: the environment's font (a Text's own font instead), the
    /// environment's font changes, then a Text's own weight, slant, design and fixed-width changes.
    /// Nil when nothing sets a font or changes one.
    private func resolvedFontTraits() -> FontTraits? {
        let environment = writtenEnvironment
        var font = environment.font
        var changes = environment.fontModifiers
        if kind == .text, let text = value as? Text {
            for modifier in text.modifiers {
                switch modifier {
                case .font(let own): font = own
                case .weight(let weight?): changes.append(AnyFontModifier(.weight(weight)))
                case .weight(nil): changes.removeAll { $0.isSameSort(as: .weight(.regular)) || $0.isSameSort(as: .bold) }
                case .italic: changes.append(AnyFontModifier(.italic))
                case .anyTextModifier(let other as TextDesignModifier):
                    changes.removeAll { $0.isSameSort(as: .design(.default)) }
                    if let design = other.design { changes.append(AnyFontModifier(.design(design))) }
                case .anyTextModifier(let other as MonospacedTextModifier):
                    changes.removeAll { $0.isSameSort(as: .monospaced) }
                    if other.isActive { changes.append(AnyFontModifier(.monospaced)) }
                case .anyTextModifier(is MonospacedDigitTextModifier): changes.append(AnyFontModifier(.monospacedDigit))
                default: break
                }
            }
        }
        guard font != nil || !changes.isEmpty else { return nil }
        var traits = font?.traits ?? FontTraits()
        for change in changes {
            traits.apply(change)
        }
        return traits
    }

    /// The weight the view's text is drawn in: the font's, changed by `bold()` and
    /// `fontWeight(_:)` on the view or a view containing it (a Text's own too).
    public func fontWeight() throws -> Font.Weight {
        guard let weight = resolvedFontTraits()?.weight else {
            throw InspectionError.attributeNotFound("the modifier fontWeight(_:) or bold()", in: typeName, path: place)
        }
        return weight
    }

    /// The design of the view's font: the font's, changed by `fontDesign(_:)` on the view or a
    /// view containing it (a Text's own too).
    public func fontDesign() throws -> Font.Design {
        guard let design = resolvedFontTraits()?.design else {
            throw InspectionError.attributeNotFound("the modifier fontDesign(_:)", in: typeName, path: place)
        }
        return design
    }

    /// Whether the view's text is drawn bold: its font's weight, after `bold()` and
    /// `fontWeight(_:)` on it or a view containing it, is bold or heavier.
    public func isBold() -> Bool {
        resolvedFontTraits()?.weight?.isAtLeast(.bold) ?? false
    }

    /// Whether the view's text is drawn italic, by its font or `italic()` on it or a view containing it.
    public func isItalic() -> Bool {
        resolvedFontTraits()?.isItalic ?? false
    }

    /// Whether the view's text is drawn in a fixed-width font, by `monospaced(_:)` or
    /// `fontDesign(.monospaced)` on it or a view containing it, or its font.
    public func isMonospaced() -> Bool {
        guard let traits = resolvedFontTraits() else { return false }
        return traits.isMonospaced || traits.design == .monospaced
    }
}
