/// A place in a view file: 1-based line and column (in characters).
public struct SourceLocation: Equatable, Sendable, CustomStringConvertible {
    /// The line, from 1.
    public var line: Int
    /// The column, from 1.
    public var column: Int

    /// `LINE:COLUMN`.
    public var description: String { "\(line):\(column)" }
}
