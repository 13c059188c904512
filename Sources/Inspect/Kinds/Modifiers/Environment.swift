import Builders

// Environment writes: one modifier type, `_EnvironmentKeyWritingModifier`, named by the key path
// it writes (`font`, `tint`, `lineLimit`…; any other is `environment`). The values pass down: a
// verb reads the nearest write on the view or a view containing it.

extension ModifierDescriptor {
    /// An environment write, named by its key path.
    static let environmentWrite = ModifierDescriptor(
        typeNames: ["_EnvironmentKeyWritingModifier"],
        naming: .perValue { modifier, _ in
            TextAndImageEnvironmentReader.methodName(of: modifier) ?? ModifierReader.environmentMethodName(of: modifier)
        })
}

extension ModifierReader {
    /// The method that writes an environment value: known key paths name their modifier
    /// (`font`, `tint`…); any other is `environment`.
    static func environmentMethodName(of modifier: Any) -> String {
        guard let keyPath = MirrorReader.descendant(modifier, "keyPath") as? AnyKeyPath else { return "environment" }
        return environmentMethods[keyPath] ?? textInputAndRefreshMethods[keyPath] ?? "environment"
    }

    /// The modifiers that write a known environment value, by key path.
    nonisolated(unsafe) static let environmentMethods: [AnyKeyPath: String] = [
        \EnvironmentValues.font: "font", \EnvironmentValues.foregroundColor: "foregroundColor",
        \EnvironmentValues.tint: "tint", \EnvironmentValues.accentColor: "accentColor",
        \EnvironmentValues.keyboardType: "keyboardType", \EnvironmentValues.textContentType: "textContentType",
        \EnvironmentValues.autocapitalization: "autocapitalization",
        \EnvironmentValues.textInputAutocapitalization: "textInputAutocapitalization",
        \EnvironmentValues.symbolRenderingMode: "symbolRenderingMode", \EnvironmentValues.contentTransition: "contentTransition",
        \EnvironmentValues.controlSize: "controlSize", \EnvironmentValues.scrollContentBackground: "scrollContentBackground",
        \EnvironmentValues.scrollDismissesKeyboardMode: "scrollDismissesKeyboard", \EnvironmentValues.allowsTightening: "allowsTightening",
        \EnvironmentValues.isTextSelectionEnabled: "textSelection", \EnvironmentValues.dynamicTypeSize: "dynamicTypeSize",
        \EnvironmentValues.headerProminence: "headerProminence", \EnvironmentValues.colorScheme: "colorScheme",
    ]
}

/// The environment writes of text and image modifiers, named by their key paths.
enum TextAndImageEnvironmentReader {
    /// The key paths and the SwiftUI methods that write them.
    static var methods: [(AnyKeyPath, String)] {
        [
        (\EnvironmentValues.lineLimit, "lineLimit"),
        (\EnvironmentValues.multilineTextAlignment, "multilineTextAlignment"),
        (\EnvironmentValues.truncationMode, "truncationMode"),
        (\EnvironmentValues.lineSpacing, "lineSpacing"),
        (\EnvironmentValues.textCase, "textCase"),
        (\EnvironmentValues.imageScale, "imageScale"),
        (\EnvironmentValues.minimumScaleFactor, "minimumScaleFactor"),
        ]
    }

    /// The method of an environment write by its key path, or nil when it writes another key.
    static func methodName(of modifier: Any) -> String? {
        guard let keyPath = MirrorReader.descendant(modifier, "keyPath") as? AnyKeyPath else { return nil }
        return methods.first { $0.0 == keyPath }?.1
    }
}

extension InspectableView {
    /// The value the nearest `environment(_:_:)`-like write (this view's, else an ancestor's)
    /// puts at `keyPath`, or nil when none writes it.
    func environmentWrite<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>) -> V?? {
        for modifier in allModifierValues(transitive: true)
        where context.types.baseName(of: type(of: modifier)) == "_EnvironmentKeyWritingModifier" {
            guard let written = MirrorReader.descendant(modifier, "keyPath") as? AnyKeyPath, written == keyPath as AnyKeyPath else { continue }
            return .some(MirrorReader.descendant(modifier, "value") as? V)
        }
        return nil
    }

    // MARK: Environment values

    /// The font the nearest `font(_:)` on the view or a view containing it gives. A Text's font is
    /// an attribute of its string (its own `font(_:)` makes a Text), read by `attributes().font()`,
    /// as in ViewInspector: this throws on a Text, saying so.
    public func font() throws -> Font? {
        try refuseOnText("font")
        guard let font = environmentWrite(\EnvironmentValues.font) else {
            throw InspectionError.attributeNotFound("the modifier font(_:)", in: typeName, path: place)
        }
        return font ?? nil
    }

    /// The foreground colour the nearest `foregroundColor(_:)` up the chain gives; on a Text, read
    /// by `attributes().foregroundColor()` (this throws, saying so), as ``font()``.
    public func foregroundColor() throws -> Color? {
        try refuseOnText("foregroundColor")
        guard let color = environmentWrite(\EnvironmentValues.foregroundColor) else {
            throw InspectionError.attributeNotFound("the modifier foregroundColor(_:)", in: typeName, path: place)
        }
        return color ?? nil
    }

    /// Throws on a Text: its `attribute` is read by `attributes()`.
    private func refuseOnText(_ attribute: String) throws {
        guard kind == .text else { return }
        throw InspectionError.notSupported(
            "\(attribute)() on a Text: use attributes().\(attribute)(), which reads the Text's own and the one its environment gives",
            path: place)
    }

    /// The tint set by `tint(_:)` on this view or one containing it.
    public func tint() throws -> Color? {
        guard let color = environmentWrite(\EnvironmentValues.tint) else {
            throw InspectionError.attributeNotFound("the modifier tint(_:)", in: typeName, path: place)
        }
        return color ?? nil
    }

    /// The accent colour set by `accentColor(_:)` on this view or one containing it.
    public func accentColor() throws -> Color? {
        guard let color = environmentWrite(\EnvironmentValues.accentColor) else {
            throw InspectionError.attributeNotFound("the modifier accentColor(_:)", in: typeName, path: place)
        }
        return color ?? nil
    }

    /// The value `environment(keyPath, _)` (or a modifier writing the same key) sets for this view.
    public func environment<T>(_ keyPath: WritableKeyPath<EnvironmentValues, T>) throws -> T {
        guard let written = environmentWrite(keyPath), let value = written else {
            throw InspectionError.attributeNotFound("the modifier environment(\(T.self))", in: typeName, path: place)
        }
        return value
    }

    /// The colour scheme `colorScheme(_:)` (or `environment(\.colorScheme, _)`) sets on the view or
    /// a view containing it; light when none does, as SwiftUI's default.
    public func colorScheme() throws -> ColorScheme {
        (environmentWrite(\EnvironmentValues.colorScheme) ?? nil) ?? .light
    }

    /// The keyboard `keyboardType(_:)` asks for on the view or a view containing it.
    public func keyboardType() throws -> UIKeyboardType {
        try environmentWritten(\EnvironmentValues.keyboardType, by: "keyboardType(_:)")
    }

    /// What `textContentType(_:)` says the view or a view containing it holds.
    public func textContentType() throws -> UITextContentType? {
        try environmentWritten(\EnvironmentValues.textContentType, by: "textContentType(_:)")
    }

    /// The capitalization `autocapitalization(_:)` sets on the view or a view containing it.
    public func autocapitalization() throws -> UITextAutocapitalizationType {
        try environmentWritten(\EnvironmentValues.autocapitalization, by: "autocapitalization(_:)")
    }

    /// Whether `allowsTightening(true)` is set on the view or a view containing it (false when none is).
    public func allowsTightening() -> Bool {
        (environmentWrite(\EnvironmentValues.allowsTightening) ?? nil) ?? false
    }

    /// The value the nearest write of `keyPath` on the view or a view containing it sets; throws,
    /// naming `method`, when none does.
    private func environmentWritten<T>(_ keyPath: WritableKeyPath<EnvironmentValues, T>, by method: String) throws -> T {
        guard let written = environmentWrite(keyPath), let value = written else {
            throw InspectionError.attributeNotFound("the modifier \(method)", in: typeName, path: place)
        }
        return value
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

    /// The smallest scale `minimumScaleFactor(_:)` lets the texts of the view or a view containing it shrink to.
    public func minimumScaleFactor() throws -> CGFloat { try environmentValue("minimumScaleFactor", CGFloat.self) }

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
        throw InspectionError.attributeNotFound("a \(method)(_:) modifier", in: typeName, path: place)
    }

    /// The innermost environment write of `font(_:)` or `foregroundColor(_:)` on the view or a view containing it.
    func environmentStyle<T>(_ method: String, _ type: T.Type) -> T? {
        var node: PathNode? = pathNode
        while let current = node {
            for modifier in current.modifiers where ModifierReader.methodName(of: modifier, types: context.types) == method {
                if let value = MirrorReader.descendant(modifier, "value", "some") as? T { return value }
            }
            node = current.parent
        }
        return nil
    }
}
