import Builders

extension InspectableView {
    /// The characters of a Text: verbatim, a localized key with its format
    /// filled in (`Text("even \(n)")` reads "even 4"), or a concatenation.
    public func string() throws -> String {
        guard kind == .text else {
            throw InspectionError.typeMismatch(expected: "Text", found: typeName, path: pathToRoot)
        }
        guard let string = TextReader.string(of: value, reader: context.reader) else {
            throw InspectionError.attributeNotFound("a string at storage|verbatim or storage|anyTextStorage", in: fullTypeName, path: pathToRoot)
        }
        return string
    }

    /// The view's tag: its explicit `tag(_:)`, else the implicit tag its ForEach gives it.
    public func tag() throws -> AnyHashable {
        guard let tag = tagValue() else {
            throw InspectionError.attributeNotFound("a tag", in: typeName, path: pathToRoot)
        }
        return tag.hashable
    }

    /// The view's id from `id(_:)`; the outermost when there are several.
    public func id() throws -> AnyHashable {
        guard let id = ids.last else {
            throw InspectionError.attributeNotFound("an id", in: typeName, path: pathToRoot)
        }
        return id
    }

    /// The modifiers applied to the view, in the order they were applied:
    /// a Text's own (`bold`, `font`…) first, then the view modifiers.
    public var modifiers: [InspectedModifier] {
        textModifiers() + modifierValues.map { modifier in
            if let marker = modifier as? IdentityMarker {
                return InspectedModifier(name: "id", typeName: "IDView", value: marker.id)
            }
            return InspectedModifier(
                name: ModifierReader.methodName(of: modifier, types: context.types),
                typeName: (modifier as? any NamedStandIn)?.standInName ?? context.types.baseName(of: type(of: modifier)),
                value: modifier)
        }
    }

    /// Whether the view is disabled: `disabled(true)` on it or on a view that contains it.
    public func isDisabled() -> Bool {
        var node: PathNode? = pathNode
        while let current = node {
            if current.modifiers.contains(where: { modifier in
                context.types.baseName(of: type(of: modifier)) == "_EnvironmentKeyTransformModifier"
                    && ModifierReader.isDisabling(modifier)
            }) {
                return true
            }
            node = current.parent
        }
        return false
    }

    /// The view's accessibility label, set by `accessibilityLabel(_:)`.
    public func accessibilityLabel() throws -> String {
        for modifier in modifierValues {
            if let label = ModifierReader.accessibilityProperty("label", of: modifier),
               let string = TextReader.string(of: label, reader: context.reader) {
                return string
            }
        }
        throw InspectionError.attributeNotFound("an accessibility label", in: typeName, path: pathToRoot)
    }

    /// The view's accessibility identifier, set by `accessibilityIdentifier(_:)`.
    public func accessibilityIdentifier() throws -> String {
        for modifier in modifierValues {
            if let identifier = ModifierReader.accessibilityProperty("identifier", of: modifier) as? String {
                return identifier
            }
        }
        throw InspectionError.attributeNotFound("an accessibility identifier", in: typeName, path: pathToRoot)
    }

    /// The explicit tags, preferring the one not written under an Optional key;
    /// else the implicit ForEach tag.
    func tagValue() -> ModifierReader.TagValue? {
        let explicit = explicitTags()
        if let tag = explicit.first(where: { !$0.isOptionalKey }) ?? explicit.first {
            return tag
        }
        return implicitTag.map { ModifierReader.TagValue(raw: $0.base, hashable: $0, isOptionalKey: false) }
    }

    /// Every tag the view's modifiers write, innermost first.
    func explicitTags() -> [ModifierReader.TagValue] {
        modifierValues.compactMap { modifier in
            if case .tagged(let tag) = context.reader.tag(of: modifier) { return tag }
            return nil
        }
    }

    /// Whether an optional `Font.Weight` is bold (its `value` is 0.4).
    private static func isBoldWeight(_ weight: Any) -> Bool {
        let value = MirrorReader.descendant(weight, "some", "value")
        return (value as? Double) == 0.4 || (value as? Float) == 0.4
    }

    /// A Text's own modifiers (`bold`, `italic`, `underline`, `font`, `foregroundColor`), by case label.
    private func textModifiers() -> [InspectedModifier] {
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
