extension Preview {
    /// Every preview in the program, in order of module, file and line: each `#Preview`, and one
    /// for each ``PreviewProvider`` (named by its top-level `previewDisplayName`, else its type).
    /// Filter by ``module`` for one module's previews. Each `#Preview` is made once here, to read
    /// its name and traits; ``makeView()`` makes its view again each time.
    ///
    ///     for preview in Preview.all where preview.module == "MyApp" {
    ///         let view = preview.makeView()   // inspect it, or run it
    ///     }
    @MainActor public static var all: [Preview] {
        var previews: [Preview] = []
        for type in ConformanceScan.types(conformingTo: ["PreviewRegistry", "PreviewProvider"], in: "Builders") {
            if let registry = type.type as? any PreviewRegistry.Type {
                guard var preview = try? registry.makePreview() else { continue }
                preview.fileID = registry.fileID
                preview.line = registry.line
                preview.source = type.name
                previews.append(preview)
            } else if let provider = type.type as? any PreviewProvider.Type {
                previews.append(preview(of: provider, module: type.module, name: type.name))
            }
        }
        // A module's `#Preview`s in file and line order, then its providers by name.
        return previews.sorted {
            ($0.module, $0.line == 0 ? 1 : 0, $0.fileID, $0.line, $0.source) < ($1.module, $1.line == 0 ? 1 : 0, $1.fileID, $1.line, $1.source)
        }
    }

    @MainActor private static func preview<P: PreviewProvider>(of provider: P.Type, module: String, name: String) -> Preview {
        let view = P.previews
        var preview = Preview(displayName(of: view) ?? name) { P.previews }
        preview.fileID = module
        preview.source = name
        return preview
    }

    /// The name `previewDisplayName(_:)` gives a view, when it is among the modifiers applied to
    /// the view as a whole (the chain of modified content at its top, up to a bound).
    private static func displayName(of view: some View) -> String? {
        var current: Any = view
        for _ in 0..<64 {
            let mirror = Mirror(reflecting: current)
            guard let modifier = mirror.descendant("modifier"), let content = mirror.descendant("content") else { return nil }
            if let name = modifier as? _TraitWritingModifier<PreviewDisplayNameTraitKey> { return name.value }
            current = content
        }
        return nil
    }
}
