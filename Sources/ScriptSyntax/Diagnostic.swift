/// An error without its file, raised while reading and given its file by the reader.
package struct Diagnostic: Error {
    /// Where the problem is; its ``SourceLocation/file`` says in which of the files read together.
    package var location: SourceLocation
    /// What is wrong: what was expected and what was found.
    package var message: String

    /// A diagnostic at `location`.
    package init(location: SourceLocation, message: String) {
        self.location = location
        self.message = message
    }
}
