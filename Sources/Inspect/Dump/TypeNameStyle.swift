/// How dumps print type names.
public enum TypeNameStyle: Sendable {
    /// Without generic arguments: `HStack`, `ForEach` (the default).
    case short
    /// In full: `HStack<TupleView<(Text, Text)>>`.
    case full
}
