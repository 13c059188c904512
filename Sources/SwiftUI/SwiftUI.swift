// `import SwiftUI` on Linux: everything SwiftUI code uses, from Builders (and, through it,
// ViewTree and Foundation). See Package.swift for why the module exists only on Linux.
@_exported import Builders
