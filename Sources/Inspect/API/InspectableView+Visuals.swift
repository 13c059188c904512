import Builders

// MARK: ViewInspector's verbs for colours, images,
// shapes and texts, and for the text and image environment.

extension InspectableView {
    // MARK: Color

    /// The asset name of a `Color("name")`; other colours throw "Color name is not available".
    public func name() throws -> String {
        guard kind == .color else {
            throw InspectionError.typeMismatch(expected: "Color", found: typeName, path: pathToRoot)
        }
        do {
            return try ColorReader.name(of: value)
        } catch {
            guard case .notSupported(let message) = error else { throw InspectionError.notSupported("", path: pathToRoot) }
            throw InspectionError.notSupported(message, path: pathToRoot)
        }
    }

    /// The Color itself, as ViewInspector's `value()` on a colour: `let color: Color = try view.value()`
    /// (a slider's `value()` is a Double; the type at the call picks the verb). A SwiftUI-shaped
    /// replica colour, which is not this package's `Color`, throws a type mismatch.
    @_disfavoredOverload
    public func value(_ type: Color.Type = Color.self) throws -> Color {
        guard kind == .color else {
            throw InspectionError.typeMismatch(expected: "Color", found: typeName, path: pathToRoot)
        }
        guard let color = value as? Color else {
            throw InspectionError.typeMismatch(expected: "Color", found: fullTypeName, path: pathToRoot)
        }
        return color
    }

    /// A Color's red, green, blue and alpha, as ViewInspector's `rgba()`: the stored components of
    /// a colour given by components (as given, in its own colour space), a documented table for
    /// system colours, the alpha multiplied by `opacity(_:)`; an asset colour throws
    /// "RGBA values are not available".
    public func rgba() throws -> (red: Float, green: Float, blue: Float, alpha: Float) {
        guard kind == .color else {
            throw InspectionError.typeMismatch(expected: "Color", found: typeName, path: pathToRoot)
        }
        do {
            return try ColorReader.rgba(of: value)
        } catch {
            guard case .notSupported(let message) = error else { throw InspectionError.notSupported("", path: pathToRoot) }
            throw InspectionError.notSupported(message, path: pathToRoot)
        }
    }

    // MARK: Image

    /// The Image itself, with its own modifiers (`resizable()`…), as ViewInspector's `actualImage()`.
    public func actualImage() throws -> Image {
        guard kind == .image else {
            throw InspectionError.typeMismatch(expected: "Image", found: typeName, path: pathToRoot)
        }
        return try actualView(Image.self)
    }

    /// `aspectRatio(_:contentMode:)` (also `scaledToFit()`/`scaledToFill()`): the innermost one.
    public func aspectRatio() throws -> (aspectRatio: CGFloat?, contentMode: ContentMode) {
        for modifier in modifierValues where context.types.baseName(of: type(of: modifier)) == "_AspectRatioLayout" {
            if let layout = modifier as? _AspectRatioLayout { return (layout.aspectRatio, layout.contentMode) }
            if let mode = MirrorReader.descendant(modifier, "contentMode") as? ContentMode,
               let ratio = Mirror(reflecting: modifier).descendant("aspectRatio") as? CGFloat? {
                return (ratio, mode)
            }
        }
        throw InspectionError.attributeNotFound("an aspectRatio modifier", in: typeName, path: pathToRoot)
    }

    /// Whether the innermost aspect-ratio modifier fits the view into its space.
    public func isScaledToFit() throws -> Bool { try aspectRatio().contentMode == .fit }

    /// Whether the innermost aspect-ratio modifier fills its space with the view.
    public func isScaledToFill() throws -> Bool { try aspectRatio().contentMode == .fill }

    // MARK: Shape

    /// The style a shape is filled or stroked with (`_ShapeView|style`), as a `S`.
    public func fillShapeStyle<S>(_ type: S.Type) throws -> S {
        guard let style = shapeAttribute(typePrefix: "_ShapeView", label: "style") as? S else {
            throw InspectionError.attributeNotFound("a \(S.self) style at _ShapeView|style", in: fullTypeName, path: pathToRoot)
        }
        return style
    }

    /// How a filled shape's inside is filled (`_ShapeView|fillStyle`).
    public func fillStyle() throws -> FillStyle {
        guard let style = shapeAttribute(typePrefix: "_ShapeView", label: "fillStyle") as? FillStyle else {
            throw InspectionError.attributeNotFound("a fill style at _ShapeView|fillStyle", in: fullTypeName, path: pathToRoot)
        }
        return style
    }

    /// How a stroked shape's outline is drawn (`_StrokedShape|style`).
    public func strokeStyle() throws -> StrokeStyle {
        guard let style = shapeAttribute(typePrefix: "_StrokedShape", label: "style") as? StrokeStyle else {
            throw InspectionError.attributeNotFound("a stroke style at _StrokedShape|style", in: fullTypeName, path: pathToRoot)
        }
        return style
    }

    /// How far an inset shape (what `strokeBorder` strokes) is inset (`_Inset|amount`).
    public func inset() throws -> CGFloat {
        guard let amount = shapeAttribute(typePrefix: "_Inset", label: "amount") as? CGFloat else {
            throw InspectionError.attributeNotFound("an inset at _Inset|amount", in: fullTypeName, path: pathToRoot)
        }
        return amount
    }

    /// The outline of the shape in `rect`.
    public func path(in rect: CGRect) throws -> Path {
        guard kind == .shape, let shape = value as? any Shape else {
            throw InspectionError.typeMismatch(expected: "Shape", found: typeName, path: pathToRoot)
        }
        return shape.path(in: rect)
    }

    /// The value at `label` of the first type, along the nested `shape` labels, whose name starts with `typePrefix`.
    private func shapeAttribute(typePrefix: String, label: String) -> Any? {
        guard kind == .shape else { return nil }
        var current: Any = value
        for _ in 0..<64 {
            if context.types.baseName(of: type(of: current)).hasPrefix(typePrefix) {
                return MirrorReader.descendant(current, label)
            }
            guard let inner = MirrorReader.descendant(current, "shape") else { return nil }
            current = inner
        }
        return nil
    }

    // MARK: Text and image environment

    /// The line limit `lineLimit(_:)` sets on the view or a view containing it (the innermost).
    public func lineLimit() throws -> Int? { try environmentValue("lineLimit", Int?.self) }

    /// The alignment `multilineTextAlignment(_:)` sets on the view or a view containing it.
    public func multilineTextAlignment() throws -> TextAlignment { try environmentValue("multilineTextAlignment", TextAlignment.self) }

    /// The truncation mode `truncationMode(_:)` sets on the view or a view containing it.
    public func truncationMode() throws -> Text.TruncationMode { try environmentValue("truncationMode", Text.TruncationMode.self) }

    /// The line spacing `lineSpacing(_:)` sets on the view or a view containing it.
    public func lineSpacing() throws -> CGFloat { try environmentValue("lineSpacing", CGFloat.self) }

    /// The case `textCase(_:)` sets on the view or a view containing it.
    public func textCase() throws -> Text.Case? { try environmentValue("textCase", Text.Case?.self) }

    /// The image scale `imageScale(_:)` sets on the view or a view containing it.
    public func imageScale() throws -> Image.Scale { try environmentValue("imageScale", Image.Scale.self) }

    /// The value the innermost environment write of `method` gives the view: its own modifiers
    /// first, then those of the views containing it.
    private func environmentValue<T>(_ method: String, _ type: T.Type) throws -> T {
        var node: PathNode? = pathNode
        while let current = node {
            for modifier in current.modifiers where TextAndImageEnvironmentReader.methodName(of: modifier) == method {
                if let value = MirrorReader.descendant(modifier, "value") as? T { return value }
            }
            node = current.parent
        }
        throw InspectionError.attributeNotFound("a \(method)(_:) modifier", in: typeName, path: pathToRoot)
    }

    /// The innermost environment write of `font(_:)` or `foregroundColor(_:)` on the view or a view containing it.
    fileprivate func environmentStyle<T>(_ method: String, _ type: T.Type) -> T? {
        var node: PathNode? = pathNode
        while let current = node {
            for modifier in current.modifiers where ModifierReader.methodName(of: modifier, types: context.types) == method {
                if let value = MirrorReader.descendant(modifier, "value", "some") as? T { return value }
            }
            node = current.parent
        }
        return nil
    }

    // MARK: Text

    /// The styles of a Text, as ViewInspector's `attributes()`: one chunk per concatenated
    /// text, each with its own modifiers and those of the texts that contain it.
    public func attributes() throws -> TextAttributes {
        guard kind == .text else {
            throw InspectionError.typeMismatch(expected: "Text", found: typeName, path: pathToRoot)
        }
        var chunks: [TextAttributes.Chunk] = []
        // Depth-first over the concatenation tree, with the modifiers of the enclosing texts.
        var stack: [(text: Any, outer: [Any])] = [(value, [])]
        while let (text, outer) = stack.popLast() {
            guard chunks.count < 100_000 else { break }
            let own = context.reader.textModifiers(of: text) ?? []
            if case .concatenated(let first, let second)? = context.reader.textPart(of: text) {
                stack.append((second, own + outer))
                stack.append((first, own + outer))
                continue
            }
            guard let string = TextReader.string(of: text, reader: context.reader) else {
                throw InspectionError.attributeNotFound("a string at storage|verbatim or storage|anyTextStorage", in: fullTypeName, path: pathToRoot)
            }
            chunks.append(TextAttributes.Chunk(string: string, modifiers: own + outer))
        }
        return TextAttributes(
            chunks: chunks, path: pathToRoot,
            environmentFont: environmentStyle("font", Font.self),
            environmentColor: environmentStyle("foregroundColor", Color.self))
    }

    /// The attributed string of a `Text(AttributedString)`.
    public func attributedString() throws -> AttributedString {
        guard kind == .text else {
            throw InspectionError.typeMismatch(expected: "Text", found: typeName, path: pathToRoot)
        }
        guard let storage = MirrorReader.descendant(value, "storage", "anyTextStorage"),
              context.types.baseName(of: type(of: storage)) == "AttributedStringTextStorage",
              let string = MirrorReader.descendant(storage, "str") as? AttributedString
        else {
            throw InspectionError.notSupported("Please use attributes() for accessing the text styles on this view", path: pathToRoot)
        }
        return string
    }
}

extension Image {
    /// The image under Image's own modifiers (`resizable()`…), as ViewInspector's `rootImage()`.
    public func rootImage() throws -> Image {
        guard let image = ImageReader.root(ofImage: self).image as? Image else {
            throw InspectionError.attributeNotFound("an image at provider|base|base", in: "Image", path: "")
        }
        return image
    }

    /// The name of an image made by name (an asset or a system symbol), under its own modifiers.
    public func name() throws -> String {
        guard let name = ImageReader.name(ofImage: self) else {
            throw InspectionError.attributeNotFound("a name at provider|base|name", in: "Image", path: "")
        }
        return name
    }
}

/// The styles of a Text's characters, as ViewInspector's `Text.Attributes`: ask for a style of
/// the whole text, or subscript a range of characters first (`attributes()[0..<5].isBold()`).
/// A style applied to only part of the range throws "Modifier 'bold' is applied only to a subrange".
public struct TextAttributes {
    struct Chunk {
        let string: String
        let modifiers: [Any]
    }

    let chunks: [Chunk]
    let path: String
    let environmentFont: Font?
    let environmentColor: Color?

    /// The attributes of the characters at `range` (character offsets into the whole text).
    public subscript<R: RangeExpression>(_ range: R) -> TextAttributes where R.Bound == Int {
        let total = chunks.reduce(0) { $0 + $1.string.count }
        let wanted = range.relative(to: 0..<total)
        var start = 0
        var picked: [Chunk] = []
        if wanted.lowerBound >= 0, wanted.upperBound <= total, !wanted.isEmpty {
            for chunk in chunks {
                let end = start + chunk.string.count
                if start < wanted.upperBound, end > wanted.lowerBound { picked.append(chunk) }
                start = end
            }
        }
        return TextAttributes(chunks: picked, path: path, environmentFont: environmentFont, environmentColor: environmentColor)
    }

    /// The font (else the font the environment gives the text).
    public func font() throws -> Font {
        do {
            return try common("font") { payload("font", $0).flatMap { MirrorReader.descendant($0, "some") as? Font } }
        } catch let error as InspectionError {
            if case .attributeNotFound = error, let environmentFont { return environmentFont }
            throw error
        }
    }

    /// The font weight of `fontWeight(_:)` or `bold()`.
    public func fontWeight() throws -> Font.Weight {
        try common("fontWeight") { payload("weight", $0).flatMap { MirrorReader.descendant($0, "some") as? Font.Weight } }
    }

    /// Whether the text is bold.
    public func isBold() throws -> Bool {
        try common("bold") { modifier in
            if let weight = payload("weight", modifier) { return (MirrorReader.descendant(weight, "some") as? Font.Weight) == .bold }
            if let other = payload("anyTextModifier", modifier), TypeNames.baseName(of: type(of: other)) == "BoldTextModifier" { return true }
            return nil
        }
    }

    /// Whether the text is italic.
    public func isItalic() throws -> Bool {
        try common("italic") { String(describing: $0) == "italic" ? true : nil }
    }

    /// Whether the text has a line through it.
    public func isStrikethrough() throws -> Bool {
        try common("strikethrough") { lineStyle("StrikethroughTextModifier", $0).map { MirrorReader.descendant($0, "active") as? Bool ?? false } }
    }

    /// The colour of the line through the text; nil for the text's own.
    public func strikethroughColor() throws -> Color? {
        try common("strikethrough") { lineStyle("StrikethroughTextModifier", $0).map { MirrorReader.descendant($0, "color", "some") as? Color } }
    }

    /// Whether the text has a line under it.
    public func isUnderline() throws -> Bool {
        try common("underline") { lineStyle("UnderlineTextModifier", $0).map { MirrorReader.descendant($0, "active") as? Bool ?? false } }
    }

    /// The colour of the line under the text; nil for the text's own.
    public func underlineColor() throws -> Color? {
        try common("underline") { lineStyle("UnderlineTextModifier", $0).map { MirrorReader.descendant($0, "color", "some") as? Color } }
    }

    /// The kerning of `kerning(_:)`.
    public func kerning() throws -> CGFloat {
        try common("kerning") { payload("kerning", $0) as? CGFloat }
    }

    /// The tracking of `tracking(_:)`.
    public func tracking() throws -> CGFloat {
        try common("tracking") { payload("tracking", $0) as? CGFloat }
    }

    /// The baseline offset of `baselineOffset(_:)`.
    public func baselineOffset() throws -> CGFloat {
        try common("baselineOffset") { payload("baseline", $0) as? CGFloat }
    }

    /// The colour of `foregroundColor(_:)` (else the colour the environment gives the text).
    public func foregroundColor() throws -> Color {
        do {
            return try common("foregroundColor") { payload("color", $0).flatMap { MirrorReader.descendant($0, "some") as? Color } }
        } catch let error as InspectionError {
            if case .attributeNotFound = error, let environmentColor { return environmentColor }
            throw error
        }
    }

    /// The payload of a Text.Modifier case labelled `label`.
    private func payload(_ label: String, _ modifier: Any) -> Any? {
        guard let child = Mirror(reflecting: modifier).children.first, child.label == label else { return nil }
        return child.value
    }

    /// The `lineStyle|some` of an `anyTextModifier` of type `typeName`.
    private func lineStyle(_ typeName: String, _ modifier: Any) -> Any? {
        guard let other = payload("anyTextModifier", modifier), TypeNames.baseName(of: type(of: other)) == typeName else { return nil }
        return MirrorReader.descendant(other, "lineStyle", "some")
    }

    /// The value every chunk gives `name` (its innermost modifier that has one), with
    /// ViewInspector's errors for an empty range, a missing modifier, a modifier on part of the
    /// range only, and different values.
    private func common<V: Equatable>(_ name: String, _ trait: (Any) -> V?) throws -> V {
        guard !chunks.isEmpty else { throw InspectionError.notSupported("Invalid text range", path: path) }
        let traits = chunks.compactMap { chunk in chunk.modifiers.lazy.compactMap(trait).first }
        guard let first = traits.first else {
            throw InspectionError.attributeNotFound("a '\(name)' modifier", in: "Text", path: path)
        }
        guard traits.count == chunks.count else {
            throw InspectionError.notSupported("Modifier '\(name)' is applied only to a subrange", path: path)
        }
        guard traits.allSatisfy({ $0 == first }) else {
            throw InspectionError.notSupported("Modifier '\(name)' has different values in subranges", path: path)
        }
        return first
    }
}
