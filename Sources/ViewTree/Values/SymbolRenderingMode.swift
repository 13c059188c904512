/// How a symbol image is coloured: in one colour, its own colours, layers of one colour, or a
/// palette, as `symbolRenderingMode(_:)` chooses.
public struct SymbolRenderingMode: Sendable, Hashable, CustomStringConvertible {
    /// The modes.
    package enum Storage: String, Sendable, Hashable {
        case monochrome, multicolor, hierarchical, palette
    }

    /// The mode, at `storage` as in SwiftUI.
    package var storage: Storage

    package init(storage: Storage) {
        self.storage = storage
    }

    /// One colour, the foreground style.
    public static let monochrome = SymbolRenderingMode(storage: .monochrome)
    /// The symbol's own colours.
    public static let multicolor = SymbolRenderingMode(storage: .multicolor)
    /// Layers of the foreground style at lessening opacities.
    public static let hierarchical = SymbolRenderingMode(storage: .hierarchical)
    /// Layers in the styles `foregroundStyle(_:_:)` gives.
    public static let palette = SymbolRenderingMode(storage: .palette)

    /// The mode's name, such as `hierarchical`.
    public var description: String { storage.rawValue }
}
