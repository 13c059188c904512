import Builders

/// Reads modifiers by their type's own name and their labels, in all three
/// of SwiftUI's tag layouts:
///
/// - classic: `_TraitWritingModifier<TagValueTraitKey<V>>`, `value|tagged`;
/// - `tag(_:includeOptional:)`: that, plus a second one keyed by `Optional<V>`;
/// - newest: `_TagTraitWritingModifier<V>` with `tag` and `includeOptional`.
enum ModifierReader {
    /// One tag a modifier writes.
    struct TagValue {
        /// The tag as written, for exact type comparison.
        var raw: Any
        var hashable: AnyHashable
        /// Whether it was written under the Optional key of the `includeOptional` era.
        var isOptionalKey: Bool
    }

    /// What a tag modifier writes.
    enum TagWrite {
        case tagged(TagValue)
        case untagged
    }

    /// What a tag modifier writes, read by label, or nil when `modifier` writes no tag.
    static func tag(of modifier: Any, types: TypeCache) -> TagWrite? {
        switch tagLayout(of: Swift.type(of: modifier), types: types) {
        case .traitKey(let isOptionalKey):
            guard let value = MirrorReader.descendant(modifier, "value") else { return nil }
            let child = EnumCaseReader.isEnum(Swift.type(of: value))
                ? EnumCaseReader.payload(of: value)
                : Mirror(reflecting: value).children.first { $0.label == "tagged" }.map { ($0.label, $0.value) }
            guard let tagged = child, tagged.label == "tagged" else {
                return .untagged
            }
            return tagValue(tagged.value, isOptionalKey: isOptionalKey)
        case .tagTrait:
            guard let tag = MirrorReader.descendant(modifier, "tag") else { return .untagged }
            return tagValue(tag, isOptionalKey: false)
        case .none:
            return nil
        }
    }

    /// How a modifier type writes tags, if it does.
    enum TagLayout {
        /// `_TraitWritingModifier<TagValueTraitKey<V>>`, or its `Optional<V>` key.
        case traitKey(isOptionalKey: Bool)
        /// `_TagTraitWritingModifier<V>`.
        case tagTrait
        /// Not a tag modifier.
        case none
    }

    /// The tag layout of a modifier type, from its names, once per type.
    static func tagLayout(of type: Any.Type, types: TypeCache) -> TagLayout {
        if let known = types.tagLayout(of: type) { return known }
        let layout: TagLayout
        switch types.baseName(of: type) {
        case "_TraitWritingModifier":
            let name = types.fullName(of: type)
            layout = name.hasPrefix("_TraitWritingModifier<TagValueTraitKey<")
                ? .traitKey(isOptionalKey: name.hasPrefix("_TraitWritingModifier<TagValueTraitKey<Optional<"))
                : .none
        case "_TagTraitWritingModifier":
            layout = .tagTrait
        default:
            layout = .none
        }
        types.setTagLayout(layout, of: type)
        return layout
    }

    private static func tagValue(_ raw: Any, isOptionalKey: Bool) -> TagWrite {
        guard let hashable = raw as? AnyHashable else { return .untagged }
        return .tagged(TagValue(raw: raw, hashable: hashable, isOptionalKey: isOptionalKey))
    }

    /// The SwiftUI method that applies `modifier`, such as `padding` or `tag`;
    /// a custom modifier answers with its type name.
    static func methodName(of modifier: Any, types: TypeCache) -> String {
        let type = Swift.type(of: modifier)
        // Environment writes that share a value type are told apart by their key paths.
        if types.baseName(of: type) == "_EnvironmentKeyWritingModifier", let name = TextAndImageEnvironmentReader.methodName(of: modifier) {
            return name
        }
        if let name = types.methodName(of: type) { return name }
        let base = types.baseName(of: type)
        switch base {
        case "_EnvironmentKeyTransformModifier":
            // disabled(_:) is the Bool transform; disabled(false) is still disabled(_:).
            return types.fullName(of: type) == "_EnvironmentKeyTransformModifier<Bool>" || isDisabling(modifier) ? "disabled" : "transformEnvironment"
        case "AccessibilityAttachmentModifier":
            if accessibilityProperty("identifier", of: modifier) != nil { return "accessibilityIdentifier" }
            if accessibilityProperty("value", of: modifier) != nil { return "accessibilityValue" }
            if accessibilityProperty("hint", of: modifier) != nil { return "accessibilityHint" }
            if accessibilityProperty("hidden", of: modifier) != nil { return "accessibilityHidden" }
            return "accessibilityLabel"
        case "_EnvironmentKeyWritingModifier":
            // The method follows from the key path written, not from the value's type.
            return environmentMethodName(of: modifier)
        case "_AppearanceActionModifier":
            return isNilOrAbsent(MirrorReader.descendant(modifier, "appear")) ? "onDisappear" : "onAppear"
        default:
            // A modifier struct of a file the reader read is named by the struct, as compiled code's
            // is; never cached, as stand-ins of two structs may share a type.
            if let standIn = modifier as? any NamedStandIn { return standIn.standInName }
            // The other names follow from the type alone: computed once per type.
            let name = typeDeterminedName(of: modifier, base: base, types: types)
            types.setMethodName(name, of: type)
            return name
        }
    }

    private static func typeDeterminedName(of modifier: Any, base: String, types: TypeCache) -> String {
        let type = Swift.type(of: modifier)
        switch base {
        case "_TraitWritingModifier", "_TagTraitWritingModifier":
            if tag(of: modifier, types: types) != nil { return "tag" }
            // Another trait is named by its key (`tabItem` for `TabItemTraitKey`), when known.
            let name = types.fullName(of: type)
            guard let open = name.firstIndex(of: "<") else { return "trait" }
            let key = name[name.index(after: open)...].prefix { $0 != "<" && $0 != ">" && $0 != "," }
            return KnownTypes.modifierMethods[String(key)] ?? "trait"
        case "_PreferenceWritingModifier":
            return types.fullName(of: type).contains("NavigationBarTitleDisplayModeKey") ? "navigationBarTitleDisplayMode" : "preference"
        case "_ClipEffect":
            return types.fullName(of: type).hasPrefix("_ClipEffect<RoundedRectangle") ? "cornerRadius" : "clipShape"
        case "_OverlayModifier":
            // border(_:width:) is an overlay of a Rectangle's inset, stroked: `_ShapeView<_StrokedShape<
            // Rectangle._Inset>, …>`. Another shape's inset (which holds its `base`) is an overlay.
            let inset = MirrorReader.descendant(modifier, "overlay", "shape", "shape")
            let isBorder = inset.map { types.baseName(of: Swift.type(of: $0)) == "_Inset" } ?? false
                && MirrorReader.descendant(modifier, "overlay", "shape", "style", "lineWidth") != nil
                && MirrorReader.descendant(modifier, "overlay", "shape", "shape", "base") == nil
            return isBorder ? "border" : "overlay"
        case "AddGestureModifier":
            return types.fullName(of: type).contains("TapGesture") ? "onTapGesture" : "gesture"
        default:
            return KnownTypes.modifierMethods[base] ?? base
        }
    }

    /// The method that writes an environment value: known key paths name their modifier
    /// (`font`, `tint`…); any other is `environment`.
    static func environmentMethodName(of modifier: Any) -> String {
        guard let keyPath = MirrorReader.descendant(modifier, "keyPath") as? AnyKeyPath else { return "environment" }
        return environmentMethods[keyPath] ?? "environment"
    }

    /// The modifiers that write a known environment value, by key path.
    nonisolated(unsafe) static let environmentMethods: [AnyKeyPath: String] = [
        \EnvironmentValues.font: "font", \EnvironmentValues.foregroundColor: "foregroundColor",
        \EnvironmentValues.tint: "tint", \EnvironmentValues.accentColor: "accentColor",
        \EnvironmentValues.keyboardType: "keyboardType", \EnvironmentValues.textContentType: "textContentType",
        \EnvironmentValues.autocapitalization: "autocapitalization",
        \EnvironmentValues.textInputAutocapitalization: "textInputAutocapitalization",
    ]

    /// Whether `value` is missing or an Optional that is nil.
    static func isNilOrAbsent(_ value: Any?) -> Bool {
        guard let value else { return true }
        let mirror = Mirror(reflecting: value)
        return mirror.displayStyle == .optional && mirror.children.isEmpty
    }

    /// Whether an environment transform turns `isEnabled` off, as `disabled(true)` does.
    static func isDisabling(_ modifier: Any) -> Bool {
        guard let transform = MirrorReader.descendant(modifier, "transform") else { return false }
        var isEnabled = true
        if let apply = transform as? @Sendable (inout Bool) -> Void {
            apply(&isEnabled)
        } else if let apply = transform as? (inout Bool) -> Void {
            apply(&isEnabled)
        } else {
            return false
        }
        return !isEnabled
    }

    /// An accessibility property (`label` or `identifier`) an accessibility modifier sets.
    static func accessibilityProperty(_ name: String, of modifier: Any) -> Any? {
        guard let property = MirrorReader.descendant(modifier, "attachment", "some", "properties", name) else { return nil }
        return Mirror(reflecting: property).children.first?.value
    }

    /// The action of a tap gesture modifier, at `gesture|_body|modifier|callbacks|ended`.
    static func tapAction(of modifier: Any, types: TypeCache) -> (() -> Void)? {
        guard types.baseName(of: Swift.type(of: modifier)) == "AddGestureModifier",
              let ended = MirrorReader.descendant(modifier, "gesture", "_body", "modifier", "callbacks", "ended")
        else { return nil }
        if let action = ended as? (()) -> Void {
            return { action(()) }
        }
        return ended as? () -> Void
    }
}
