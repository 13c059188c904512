extension Text {
    /// The text in bold.
    public func bold() -> Text {
        adding(.weight(.bold))
    }

    /// The text in bold when `isActive` is true.
    public func bold(_ isActive: Bool) -> Text {
        isActive ? bold() : self
    }

    /// The text in italics.
    public func italic() -> Text {
        adding(.italic)
    }

    /// The text in italics when `isActive` is true.
    public func italic(_ isActive: Bool) -> Text {
        isActive ? italic() : self
    }

    /// The text with a line of `pattern` under it, in `color` or the text's own colour.
    public func underline(_ isActive: Bool = true, pattern: LineStyle.Pattern = .solid, color: Color? = nil) -> Text {
        adding(.anyTextModifier(UnderlineTextModifier(lineStyle: LineStyle(active: isActive, pattern: pattern, color: color))))
    }

    /// The text in `font`.
    public func font(_ font: Font?) -> Text {
        adding(.font(font))
    }

    /// The text in the given weight.
    public func fontWeight(_ weight: Font.Weight?) -> Text {
        adding(.weight(weight))
    }

    /// The text in `color`.
    public func foregroundColor(_ color: Color?) -> Text {
        adding(.color(color))
    }

    /// Two texts shown as one, each keeping its own modifiers.
    public static func + (lhs: Text, rhs: Text) -> Text {
        Text(storage: .anyTextStorage(ConcatenatedTextStorage(first: lhs, second: rhs)))
    }

    private func adding(_ modifier: Modifier) -> Text {
        Text(storage: storage, modifiers: modifiers + [modifier])
    }
}
