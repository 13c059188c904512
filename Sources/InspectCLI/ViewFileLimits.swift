import Script

/// How much input the command reads: one byte past the reader's limit, so a
/// larger input is recognised as too large (by the reader) without reading all of it.
enum ViewFileLimits {
    /// ``ViewFile/sizeLimit`` + 1 bytes.
    static let readLimit = ViewFile.sizeLimit + 1
}
