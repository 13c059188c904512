import Script

/// How much input the command reads: one byte past the reader's limit, so a
/// larger input is recognised as too large without reading all of it.
enum ViewFileLimits {
    static let readLimit = ViewFile.sizeLimit + 1
}
