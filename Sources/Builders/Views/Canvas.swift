import Foundation

extension Canvas where Symbols: View {
    /// A canvas that `renderer` draws, with the views `symbols` it may draw by tag.
    public init(
        opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear, rendersAsynchronously: Bool = false,
        renderer: @escaping (inout GraphicsContext, CGSize) -> Void, @ViewBuilder symbols: () -> Symbols
    ) {
        self = .make(opaque: opaque, colorMode: colorMode, rendersAsynchronously: rendersAsynchronously, renderer: renderer, symbols: symbols())
    }
}

extension Canvas where Symbols == EmptyView {
    /// A canvas that `renderer` draws.
    public init(
        opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear, rendersAsynchronously: Bool = false,
        renderer: @escaping (inout GraphicsContext, CGSize) -> Void
    ) {
        self = .make(opaque: opaque, colorMode: colorMode, rendersAsynchronously: rendersAsynchronously, renderer: renderer, symbols: EmptyView())
    }
}

extension Canvas: View, _PrimitiveView where Symbols: View {}
