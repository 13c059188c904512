import Builders
import Observation
import ScriptSyntax

/// An object of a class declared in a view file, where the tree needs a Swift object: the
/// value `.environmentObject(model)` and `.environment(model)` place in the environment.
///
/// A class read at run time cannot become a Swift class, so its objects become this one, which
/// keeps the class's name and the object itself (the reader's views read the object from their
/// own environment, not from this value).
public final class DefinedObject: ObservableObject, Observable, CustomStringConvertible {
    /// The declared class's name.
    public let typeName: String
    /// The object of view code it stands for.
    let object: Object

    init(_ object: Object) {
        self.typeName = object.type.qualifiedName
        self.object = object
    }

    /// The class's name, as a class's object describes itself.
    public var description: String { typeName }
}

extension ModifierEntries {
    /// `.environmentObject(model)` (and `.environment(model)` for an `@Observable` model): the
    /// environment write compiled code makes, with the model as a ``DefinedObject``.
    static func environmentObject(_ value: Value, _ call: ModifierCall, at location: SourceLocation) throws -> any View {
        guard case .object(let object) = value else {
            throw Diagnostic(location: location, message: "expected an object of a class the files declare, found \(value.kindDescription)")
        }
        let modifier = _EnvironmentKeyWritingModifier<DefinedObject?>(keyPath: \EnvironmentValues.[EnvironmentObjectKey<DefinedObject>()], value: DefinedObject(object))
        func open(_ view: some View) -> any View { ModifiedContent(content: view, modifier: modifier) }
        return open(call.view)
    }
}
