import Builders

extension ViewFile {
    /// One view the files offer to be looked at: one of their previews, or, when they have none,
    /// the root the reader's rules choose (``ViewFile``). What `inspect snapshot` draws.
    public struct PreviewRoot {
        /// Where a root comes from.
        public enum Origin: Sendable, Equatable {
            /// A `#Preview`: its number from 1 among the files' `#Preview`s (the number
            /// ``PreviewChoice/index(_:)`` picks), and its name, if it has one.
            case preview(number: Int, name: String?)
            /// A `PreviewProvider`'s `static var previews`, by the provider's type name.
            case provider(String)
            /// The root the reader's rules choose for files without previews (an App's window,
            /// the last top-level view expression…), or the `--root` expression.
            case root
        }

        /// Where the view comes from.
        public let origin: Origin
        /// The view, as ``build(files:options:)`` builds it: every branch and action checked.
        public let view: any View
    }

    /// Every preview of the files read as one module, each built on its own: their `#Preview`s
    /// in order, then their `PreviewProvider`s in the order declared. Files without previews give
    /// their root. With ``Options/root`` or ``Options/preview`` set, only the root they choose.
    /// The files are parsed once. Throws the first ``ScriptError`` met, naming FILE:LINE:COLUMN.
    public static func previewRoots(files: [Source], options: Options = Options()) throws -> [PreviewRoot] {
        for file in files { try checkSize(file.text.utf8.count, file: file.name) }
        return try translatingDiagnostics(files: files, options: options) {
            try LargeStack.run {
                let parsed = try parse(files, options: options)
                let module = parsed.module
                if parsed.root != nil || options.preview != nil || (module.previews.isEmpty && module.previewProviders.isEmpty) {
                    let view = try Evaluator(module: module).root(preview: options.preview, root: parsed.root)
                    // The preview chosen, found as `root` found it (it throws when there is none).
                    let chosen: Int? = switch parsed.root == nil ? options.preview : nil {
                    case nil: nil
                    case .index(let number): number - 1
                    case .name(let name): module.previews.firstIndex { $0.name == name }
                    }
                    let origin = chosen.flatMap { index in
                        module.previews.indices.contains(index) ? PreviewRoot.Origin.preview(number: index + 1, name: module.previews[index].name) : nil
                    } ?? .root
                    return [PreviewRoot(origin: origin, view: view)]
                }
                var roots: [PreviewRoot] = []
                for (offset, preview) in module.previews.enumerated() {
                    // An evaluator of its own for each: the top-level values are made anew, as each
                    // preview is a program of its own.
                    let view = try Evaluator(module: module).root(preview: .index(offset + 1), root: nil)
                    roots.append(PreviewRoot(origin: .preview(number: offset + 1, name: preview.name), view: view))
                }
                for provider in module.previewProviders {
                    let evaluator = Evaluator(module: module)
                    try evaluator.evaluateGlobals()
                    roots.append(PreviewRoot(origin: .provider(provider.name), view: try evaluator.providerView(provider)))
                }
                return roots
            }
        }
    }
}
