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
