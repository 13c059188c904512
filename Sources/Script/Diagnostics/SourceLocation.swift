import ScriptSyntax

/// A place in a view file: 1-based line and column (in characters). Declared with the syntax
/// (`ScriptSyntax`), where every token and node carries one; named here for the reader's clients.
public typealias SourceLocation = ScriptSyntax.SourceLocation
