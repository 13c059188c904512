import Builders
import ScriptSyntax

extension ViewEntry {
    /// `Canvas { context, size in … }`, `Canvas(opaque:colorMode:rendersAsynchronously:renderer:symbols:)`:
    /// the renderer is not run (a terminal cell cannot show what it draws, and the reader does not
    /// know SwiftUI's paths and shadings), so the canvas built has a renderer that draws nothing;
    /// its settings and symbols are read.
    static let canvas = ViewEntry(
        name: "Canvas", labels: ["opaque", "colorMode", "rendersAsynchronously", "renderer", "symbols"], unlabelled: 1
    ) { call in
        guard let renderer = call.arguments.named("renderer") ?? call.arguments.unlabelled(0) else {
            throw call.missing("a renderer, as Canvas { context, size in … }")
        }
        if case .closure(let closure) = renderer.value {
            // Kept, not run: not an action to check either.
            call.evaluator.usedClosures.insert(LocationKey(closure.location))
        } else {
            _ = try call.value(renderer)
        }
        let opaque = try call.named("opaque", Convert.bool) ?? false
        let colorMode = try call.named("colorMode", Convert.member(colorModes, "a color rendering mode")) ?? .nonLinear
        let asynchronous = try call.named("rendersAsynchronously", Convert.bool) ?? false
        guard let symbols = call.arguments.named("symbols") else {
            return Canvas(opaque: opaque, colorMode: colorMode, rendersAsynchronously: asynchronous) { _, _ in }
        }
        return TypedBuilders.canvas(opaque: opaque, colorMode: colorMode, rendersAsynchronously: asynchronous, symbols: try call.content(symbols))
    }

    /// The colour rendering modes, by name.
    private static let colorModes: [String: ColorRenderingMode] = ["nonLinear": .nonLinear, "linear": .linear, "extendedLinear": .extendedLinear]
}

extension TypedBuilders {
    /// A Canvas that draws nothing, with its settings and `symbols`.
    static func canvas(opaque: Bool, colorMode: ColorRenderingMode, rendersAsynchronously: Bool, symbols: any View) -> any View {
        func open<S: View>(_ symbols: S) -> any View {
            Canvas(opaque: opaque, colorMode: colorMode, rendersAsynchronously: rendersAsynchronously, renderer: { _, _ in }, symbols: { symbols })
        }
        return open(symbols)
    }
}
