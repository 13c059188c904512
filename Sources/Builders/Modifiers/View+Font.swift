// MARK: The font modifiers of any view: each adds a change to, or removes changes from, the
// environment's list of font changes (`fontModifiers`), as SwiftUI's do. Text has modifiers of
// the same names returning Text (`Text("a").bold()` is a Text); these are for other views.

extension View {
    /// Makes the texts in the view bold; `false` removes the boldness an outer `bold()` gave.
    public nonisolated func bold(_ isActive: Bool = true) -> ModifiedContent<Self, _EnvironmentKeyTransformModifier<[AnyFontModifier]>> {
        transformingFontModifiers(adding: isActive ? .bold : nil, removing: isActive ? nil : .bold)
    }

    /// Makes the texts in the view italic; `false` removes the slant an outer `italic()` gave.
    public nonisolated func italic(_ isActive: Bool = true) -> ModifiedContent<Self, _EnvironmentKeyTransformModifier<[AnyFontModifier]>> {
        transformingFontModifiers(adding: isActive ? .italic : nil, removing: isActive ? nil : .italic)
    }

    /// Sets the weight of the texts in the view; nil removes the weights (and boldness) outer modifiers gave.
    public nonisolated func fontWeight(_ weight: Font.Weight?) -> ModifiedContent<Self, _EnvironmentKeyTransformModifier<[AnyFontModifier]>> {
        guard let weight else {
            return modifier(_EnvironmentKeyTransformModifier(keyPath: \EnvironmentValues.fontModifiers) { modifiers in
                modifiers.removeAll { $0.isSameSort(as: .weight(.regular)) || $0.isSameSort(as: .bold) }
            })
        }
        return transformingFontModifiers(adding: .weight(weight), removing: nil)
    }

    /// Sets the design of the texts' fonts in the view; nil removes the designs outer modifiers gave.
    public nonisolated func fontDesign(_ design: Font.Design?) -> ModifiedContent<Self, _EnvironmentKeyTransformModifier<[AnyFontModifier]>> {
        transformingFontModifiers(adding: design.map { .design($0) }, removing: design == nil ? .design(.default) : nil)
    }

    /// Uses the fixed-width form of the texts' fonts in the view; `false` removes an outer one.
    public nonisolated func monospaced(_ isActive: Bool = true) -> ModifiedContent<Self, _EnvironmentKeyTransformModifier<[AnyFontModifier]>> {
        transformingFontModifiers(adding: isActive ? .monospaced : nil, removing: isActive ? nil : .monospaced)
    }

    /// Gives the digits of the texts in the view one width.
    public nonisolated func monospacedDigit() -> ModifiedContent<Self, _EnvironmentKeyTransformModifier<[AnyFontModifier]>> {
        transformingFontModifiers(adding: .monospacedDigit, removing: nil)
    }

    /// The view with a change added to the font changes below it, or the changes of one sort removed.
    private nonisolated func transformingFontModifiers(adding added: AnyFontModifier.Change?, removing removed: AnyFontModifier.Change?) -> ModifiedContent<Self, _EnvironmentKeyTransformModifier<[AnyFontModifier]>> {
        modifier(_EnvironmentKeyTransformModifier(keyPath: \EnvironmentValues.fontModifiers) { modifiers in
            if let removed { modifiers.removeAll { $0.isSameSort(as: removed) } }
            if let added { modifiers.append(AnyFontModifier(added)) }
        })
    }
}
