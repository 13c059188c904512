// `import Builders` is all client code writes: it brings the node types and Foundation
// (for CGFloat, UUID and the like), as `import SwiftUI` does.
@_exported import Foundation
@_exported import ViewTree
