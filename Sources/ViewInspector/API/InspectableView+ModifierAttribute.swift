import Builders
import Inspect

/// One modifier of a view, as ``Inspect/InspectableView/modifierAttribute(modifierLookup:path:type:call:index:)``
/// shows it to its lookup: its type's name, and the modifier itself when it is a custom one.
public struct ModifierNameProvider {
    /// The modifier's value.
    let modifier: Any

    /// The modifier's type name with its generic arguments (`_EnvironmentKeyWritingModifier<Optional<Font>>`).
    public var modifierType: String { modifierType(prefixOnly: false) }

    /// The modifier's type name, without its generic arguments when `prefixOnly`.
    public func modifierType(prefixOnly: Bool) -> String {
        Inspector.typeName(value: modifier, generics: prefixOnly ? .remove : .keep)
    }

    /// The modifier, when it is a custom `ViewModifier` (one with a body of its own).
    public var customModifier: Any? {
        guard let modifier = modifier as? any ViewModifier, Self.hasBody(modifier) else { return nil }
        return modifier
    }

    private static func hasBody<M: ViewModifier>(_ modifier: M) -> Bool { M.Body.self != Never.self }
}

extension InspectableView {
    /// The value at `path` in the `index`th modifier (first applied first) whose type name starts
    /// with `modifierName`, as a `T`; `call` names the verb in the error when there is none.
    ///
    /// `path` is written as ViewInspector writes it, below the `ModifiedContent` that applies the
    /// modifier: `"modifier|action"` (a leading `modifier|` is the modifier itself).
    public func modifierAttribute<T>(modifierName: String, path: String, type: T.Type, call: String, index: Int = 0) throws -> T {
        try modifierAttribute(modifierLookup: { $0.modifierType.hasPrefix(modifierName) }, path: path, type: type, call: call, index: index)
    }

    /// The value at `path` in the `index`th modifier `modifierLookup` accepts, as a `T`.
    public func modifierAttribute<T>(
        modifierLookup: (ModifierNameProvider) throws -> Bool, path: String, type: T.Type, call: String, index: Int = 0
    ) throws -> T {
        let matching = appliedModifiers.filter { (try? modifierLookup(ModifierNameProvider(modifier: $0))) == true }
        guard index >= 0, index < matching.count else {
            throw InspectionError.modifierNotFound(parent: typeName, modifier: call, index: index)
        }
        var labels = path.split(separator: "|").map(String.init)
        if labels.first == "modifier" { labels.removeFirst() }
        guard !labels.isEmpty else { return try Inspector.cast(value: matching[index], type: type) }
        return try Inspector.attribute(path: labels.joined(separator: "|"), value: matching[index], type: type)
    }
}
