import Builders

extension KindDescriptor {
    /// Text: a leaf, whose characters are read from its storage (`TextReader`).
    static let text = KindDescriptor(kind: .text, typeNames: ["Text"], listRole: .leaf)
}

extension InspectableView {
    /// The Text at `index`.
    public func text(_ index: Int? = nil) throws -> InspectableView { try child(.text, index) }

    /// The characters of a Text: verbatim, a localized key translated for `locale` with its
    /// format filled in (`Text("even \(n)")` reads "even 4"), or a concatenation. A key is
    /// translated from its bundle's `.lproj` folder for the locale (the key itself when there is
    /// none), and a value with a format style is formatted in the locale.
    public func string(locale: Locale = InspectableView.defaultLocale) throws -> String {
        guard kind == .text else {
            throw InspectionError.typeMismatch(expected: "Text", found: typeName, path: place)
        }
        let storage = MirrorReader.descendant(value, "storage", "anyTextStorage")
        if let storage = storage as? DateTextStorage, [.relative, .offset, .timer].contains(storage.style) {
            // As in ViewInspector: such a text counts with the clock, so it has no one string.
            throw InspectionError.notSupported(
                "the string of Text(_:style: .\(storage.style)): it changes as the clock runs", path: place)
        }
        if let storage, context.types.baseName(of: type(of: storage)) == "DateIntervalTextStorage" {
            // As in ViewInspector: a range of dates is formatted by the platform's interval format.
            throw InspectionError.notSupported(
                "the string of a Text of a range of dates: the platform's interval format writes it", path: place)
        }
        guard let string = TextReader.string(of: value, reader: context.reader, locale: locale) else {
            throw InspectionError.attributeNotFound("a string at storage|verbatim or storage|anyTextStorage", in: fullTypeName, path: place)
        }
        return string
    }

    /// The images shown inside a Text (`Text("Rated \(Image(systemName: "star"))")`, `Text(image) + …`),
    /// in reading order, as ViewInspector's `images()`.
    public func images() throws -> [Image] {
        guard kind == .text else {
            throw InspectionError.typeMismatch(expected: "Text", found: typeName, path: place)
        }
        // Depth first, children in order, with an explicit stack; an image is not looked into.
        var images: [Image] = []
        var stack: [Any] = [value]
        var visited = 0
        while let next = stack.popLast() {
            visited += 1
            guard visited <= Self.textImageSearchLimit else {
                throw InspectionError.notSupported("images(): the text holds more than \(Self.textImageSearchLimit) values", path: place)
            }
            if let image = next as? Image {
                images.append(image)
                continue
            }
            stack.append(contentsOf: Mirror(reflecting: next).children.map(\.value).reversed())
        }
        return images
    }

    /// How many values ``images()`` looks at in one Text.
    static let textImageSearchLimit = 100_000

    /// The first Text whose string, read in `locale`, is `text`.
    public func find(text: String, locale: Locale = InspectableView.defaultLocale,
                     traversal: Traversal = .breadthFirst) throws -> InspectableView {
        try find(traversal: traversal, "Text \(text.debugDescription)") { view in
            view.kind == .text && (try? view.string(locale: locale)) == text
        }
    }

    /// The first Text for which `condition`, given its string (read in `locale`) and its
    /// attributes, is true; a Text whose condition throws is no match.
    public func find(
        textWhere condition: (String, TextAttributes) throws -> Bool, locale: Locale = InspectableView.defaultLocale,
        traversal: Traversal = .breadthFirst
    ) throws -> InspectableView {
        try find(traversal: traversal, "Text matching the condition") { view in
            guard view.kind == .text, let string = try? view.string(locale: locale),
                  let attributes = try? view.attributes()
            else { return false }
            return (try? condition(string, attributes)) == true
        }
    }

    /// The styles of a Text, as ViewInspector's `attributes()`: one chunk per concatenated
    /// text, each with its own modifiers and those of the texts that contain it, its characters
    /// read as `string()` reads them.
    public func attributes() throws -> TextAttributes {
        guard kind == .text else {
            throw InspectionError.typeMismatch(expected: "Text", found: typeName, path: place)
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
            guard let string = TextReader.string(of: text, reader: context.reader, locale: Self.defaultLocale) else {
                throw InspectionError.attributeNotFound("a string at storage|verbatim or storage|anyTextStorage", in: fullTypeName, path: place)
            }
            chunks.append(TextAttributes.Chunk(string: string, modifiers: own + outer))
        }
        return TextAttributes(
            chunks: chunks, path: place,
            environmentFont: environmentStyle("font", Font.self),
            environmentColor: environmentStyle("foregroundColor", Color.self))
    }

    /// The attributed string of a `Text(AttributedString)`.
    public func attributedString() throws -> AttributedString {
        guard kind == .text else {
            throw InspectionError.typeMismatch(expected: "Text", found: typeName, path: place)
        }
        guard let storage = MirrorReader.descendant(value, "storage", "anyTextStorage"),
              context.types.baseName(of: type(of: storage)) == "AttributedStringTextStorage",
              let string = MirrorReader.descendant(storage, "str") as? AttributedString
        else {
            throw InspectionError.notSupported("Please use attributes() for accessing the text styles on this view", path: place)
        }
        return string
    }
}

// MARK: A Text's own modifiers

extension InspectableView {
    /// Whether an optional `Font.Weight` is bold (its `value` is 0.4).
    private static func isBoldWeight(_ weight: Any) -> Bool {
        let value = MirrorReader.descendant(weight, "some", "value")
        return (value as? Double) == 0.4 || (value as? Float) == 0.4
    }

    /// A Text's own modifiers (`bold`, `italic`, `underline`, `font`, `foregroundColor`,
    /// `fontDesign`…), by case label or modifier class.
    func textModifiers() -> [InspectedModifier] {
        guard kind == .text else { return [] }
        guard let list = context.reader.textModifiers(of: value) else { return [] }
        return list.map { modifier in
            let name: String
            if let payload = Mirror(reflecting: modifier).children.first {
                switch payload.label {
                case "weight":
                    name = Self.isBoldWeight(payload.value) ? "bold" : "fontWeight"
                case "color": name = "foregroundColor"
                case "font": name = "font"
                case "baseline": name = "baselineOffset"
                case "anyTextModifier":
                    let base = context.types.baseName(of: type(of: payload.value))
                    switch base {
                    case "UnderlineTextModifier": name = "underline"
                    case "StrikethroughTextModifier": name = "strikethrough"
                    case "BoldTextModifier": name = "bold"
                    case "MonospacedDigitTextModifier": name = "monospacedDigit"
                    case "MonospacedTextModifier": name = "monospaced"
                    case "TextDesignModifier": name = "fontDesign"
                    default: name = base
                    }
                default: name = payload.label ?? "modifier"
                }
            } else {
                name = String(describing: modifier)
            }
            return InspectedModifier(name: name, typeName: "Text.Modifier", value: modifier)
        }
    }
}
