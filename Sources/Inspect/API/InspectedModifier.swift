/// A modifier applied to an inspected view.
public struct InspectedModifier {
    /// The SwiftUI method that applies it, such as `padding`, `tag` or `bold`;
    /// a custom modifier's type name.
    public let name: String
    /// The modifier's type name without generic arguments or module (the type's own name);
    /// for a Text's own modifiers, `Text.Modifier`.
    public let typeName: String
    /// The modifier's value.
    public let value: Any
}
