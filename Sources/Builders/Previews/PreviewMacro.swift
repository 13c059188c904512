/// A preview of a view, as SwiftUI's `#Preview`: `#Preview { ContentView() }`, with a name
/// (`#Preview("Dark") { … }`), traits (`#Preview(traits: .sizeThatFitsLayout) { … }`), a body of
/// statements, and `@Previewable` state. It declares a ``PreviewRegistry`` type that makes the
/// ``Preview``; ``Preview/all`` finds every one in the program.
@freestanding(declaration)
public macro Preview(
    _ name: String? = nil, traits: PreviewTrait<Preview.ViewTraits>...,
    @ViewBuilder body: @escaping @MainActor () -> any View
) = #externalMacro(module: "PreviewMacros", type: "PreviewMacro")

/// Marks state declared in a `#Preview` body, as `@Previewable @State var isOn = false`: the
/// preview's content becomes a view that holds it.
@attached(peer)
public macro Previewable() = #externalMacro(module: "PreviewMacros", type: "PreviewableMacro")
