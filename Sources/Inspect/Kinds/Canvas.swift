import Builders

extension KindDescriptor {
    /// Canvas: one item drawn by its renderer; the views it may draw by tag are reached by
    /// `symbolsView()`.
    static let canvas = KindDescriptor(kind: .canvas, typeNames: ["Canvas"], listRole: .leaf, supplementaryPaths: [("symbolsView", "symbols")])
}

extension InspectableView {
    /// The Canvas at `index`.
    public func canvas(_ index: Int? = nil) throws -> InspectableView { try child(.canvas, index) }

    /// The views a Canvas may draw by tag, as ViewInspector's `symbolsView()`.
    public func symbolsView() throws -> InspectableView {
        try requireKind(.canvas)
        return try supplementary("symbolsView")
    }

    /// The colour space a Canvas is drawn in, as ViewInspector's `colorMode()`.
    public func colorMode() throws -> ColorRenderingMode {
        try requireKind(.canvas)
        return try storedValue(at: "rasterizationOptions|colorMode", as: ColorRenderingMode.self)
    }

    /// Whether a Canvas is opaque, as ViewInspector's `opaque()`.
    public func opaque() throws -> Bool {
        try canvasFlags() & Self.opaqueFlag != 0
    }

    /// Whether a Canvas may be drawn away from the main thread, as ViewInspector's
    /// `rendersAsynchronously()`.
    public func rendersAsynchronously() throws -> Bool {
        try canvasFlags() & Self.rendersAsynchronouslyFlag != 0
    }

    /// SwiftUI's bits of a canvas's flags.
    private static let opaqueFlag: UInt32 = 1 << 1
    private static let rendersAsynchronouslyFlag: UInt32 = 1 << 2

    /// A Canvas's rasterization flags, by label.
    private func canvasFlags() throws -> UInt32 {
        try requireKind(.canvas)
        return try storedValue(at: "rasterizationOptions|flags|rawValue", as: UInt32.self)
    }
}
