/// A place in a view file: 1-based line and column (in characters).
public struct SourceLocation: Equatable, Sendable, CustomStringConvertible {
    /// The line, from 1.
    public var line: Int
    /// The column, from 1.
    public var column: Int
    /// Which of the files read together the place is in, from 0 (a read error names its file).
    package var file = 0

    /// The place at `line` and `column` of the `file`th file read.
    package init(line: Int, column: Int, file: Int = 0) {
        self.line = line
        self.column = column
        self.file = file
    }

    /// `LINE:COLUMN`.
    public var description: String { "\(line):\(column)" }

    /// Places are equal by line and column; the file is named beside them.
    public static func == (lhs: SourceLocation, rhs: SourceLocation) -> Bool {
        lhs.line == rhs.line && lhs.column == rhs.column
    }
}
