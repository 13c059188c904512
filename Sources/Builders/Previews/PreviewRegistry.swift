/// A type that makes one preview; `#Preview` declares one for each preview, with where it is.
public protocol PreviewRegistry {
    /// The file of the preview, as `#fileID` writes it: `Module/File.swift`.
    static var fileID: String { get }
    /// The preview's line in its file.
    static var line: Int { get }
    /// The preview's column in its line.
    static var column: Int { get }
    /// Makes the preview.
    @MainActor static func makePreview() throws -> Preview
}
