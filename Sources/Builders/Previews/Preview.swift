/// One preview: a name, the ways it is shown, and the view it shows, made on demand.
/// `#Preview` and ``PreviewProvider`` make them; ``Preview/all`` lists every one in the program.
public struct Preview {
    /// The traits a view preview takes (``PreviewTrait``'s parameter).
    public enum ViewTraits {}

    /// The preview's name: the one given to `#Preview`, or a provider's `previewDisplayName`, or nil.
    public var name: String?
    /// The traits given to `#Preview`.
    public var traits: [PreviewTrait<ViewTraits>]
    /// Where the preview is: `Module/File.swift` for a `#Preview`, `Module` for a provider.
    public internal(set) var fileID: String = ""
    /// The preview's line in its file (0 for a provider).
    public internal(set) var line: Int = 0
    /// The type that declares the preview: its provider, or the type `#Preview` declared.
    public internal(set) var source: String = ""
    private let body: @MainActor () -> any View

    /// A preview of the view `body` makes, as `#Preview` writes it.
    public init(
        _ name: String? = nil, traits: PreviewTrait<ViewTraits>...,
        @ViewBuilder body: @escaping @MainActor () -> any View
    ) {
        self.name = name
        self.traits = traits
        self.body = body
    }

    /// The module the preview is in.
    public var module: String {
        String(fileID.prefix { $0 != "/" })
    }

    /// The layout its traits give: ``PreviewLayout/device`` unless one says otherwise.
    public var layout: PreviewLayout {
        traits.lazy.compactMap { trait -> PreviewLayout? in
            if case .layout(let layout) = trait.setting { return layout }
            return nil
        }.last ?? .device
    }

    /// Makes the view the preview shows.
    @MainActor public func makeView() -> any View {
        body()
    }
}
