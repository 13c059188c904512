import Builders
import Inspect

// `Image`: one glyph standing for its system symbol (or its name's first part), `▣` for others;
// a symbol variant asked for above (`symbolVariant(.fill)`) picks the variant's glyph when known.

extension KindDrawing {
    /// `Image`: the glyph of its symbol.
    static let image = KindDrawing { _, view, _ in
        LayoutNode(.glyph(Glyphs.symbol(for: view)))
    }
}

/// The glyph an image is drawn as.
enum Glyphs {
    static func symbol(for image: InspectableView) -> String {
        let name = (image.erasedValue as? Image)?.rootProvider.named?.name
            ?? MirrorLabels.value(image.erasedValue, "provider", "base", "name") as? String ?? ""
        // `symbolVariant(.fill)` above draws `star` as `star.fill`, when the variant has a glyph.
        if let variants = try? image.symbolVariant(), !variants.nameSuffix.isEmpty,
           let glyph = known[name + variants.nameSuffix] ?? known[name + (variants.contains(.fill) ? ".fill" : "")] {
            return glyph
        }
        if let glyph = known[name] { return glyph }
        let base = name.split(separator: ".").first.map(String.init) ?? name
        return known[base] ?? "▣"
    }

    private static let known: [String: String] = [
        "star": "☆", "star.fill": "★", "heart": "♡", "heart.fill": "♥", "checkmark": "✓",
        "xmark": "✗", "plus": "+", "minus": "−", "gear": "⚙", "trash": "🗑", "pencil": "✎",
        "circle": "○", "circle.fill": "●", "square": "□", "square.fill": "■", "bell": "🔔",
        "person": "👤", "house": "⌂", "magnifyingglass": "⌕", "arrow.left": "←", "arrow.right": "→",
        "arrow.up": "↑", "arrow.down": "↓", "chevron.left": "‹", "chevron.right": "›", "info": "ℹ",
        "sun.max": "☀", "moon": "☾", "cloud": "☁", "bolt": "⚡", "flag": "⚑", "globe": "🌐",
    ]
}
