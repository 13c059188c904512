import Builders
import Foundation
import ScriptSyntax

extension ViewEntry {
    /// `ShareLink(item: url)`, `ShareLink("Send", item: text, subject: Text("S"), message: Text("M"))`,
    /// `ShareLink(items: [a, b])`, `ShareLink(item: url) { Label("Send", systemImage: "paperplane") }`,
    /// and one item with `preview: SharePreview("Title", image: Image("photo"), icon: Image("icon"))`;
    /// the items are strings or URLs.
    static let shareLink = ViewEntry(
        name: "ShareLink", labels: ["item", "items", "subject", "message", "preview", "label"], unlabelled: 2, build: shareLinkView)

    /// What a share link shares, as view code gives it.
    fileprivate enum SharedItems {
        case string(String), url(URL), strings([String]), urls([URL])
    }

    /// A preview read from `SharePreview(title, image:, icon:)`: its title, and its image and icon views.
    fileprivate struct SharedPreview {
        var title: Text
        var image: Image?
        var icon: Image?
    }

    @Sendable private static func shareLinkView(_ call: ViewCall) throws -> any View {
        let shared: SharedItems
        if let argument = call.arguments.named("item") {
            switch try call.value(argument) {
            case .url(let url): shared = .url(url)
            case let value where value.isStringLike: shared = .string(value.text ?? "")
            case let value: throw Diagnostic(location: argument.location, message: "expected a string or a URL to share, found \(value.kindDescription)")
            }
        } else if let argument = call.arguments.named("items") {
            guard case .array(let elements) = try call.value(argument) else {
                throw Diagnostic(location: argument.location, message: "expected an array of strings or URLs for 'items:'")
            }
            let urls = elements.compactMap { if case .url(let url) = $0 { url } else { nil } }
            if urls.count == elements.count, !elements.isEmpty {
                shared = .urls(urls)
            } else if elements.allSatisfy(\.isStringLike) {
                shared = .strings(elements.compactMap(\.text))
            } else {
                throw Diagnostic(location: argument.location, message: "expected an array of strings or of URLs for 'items:'")
            }
        } else {
            throw call.missing("'item:' or 'items:', as ShareLink(item: URL(string: \"https://example.com\")!)")
        }
        let subject = try call.named("subject", Convert.text)
        let message = try call.named("message", Convert.text)
        var preview: SharedPreview?
        if let argument = call.arguments.named("preview") {
            guard call.arguments.named("item") != nil else {
                throw Diagnostic(location: argument.location, message: "the reader reads 'preview:' with one 'item:', not with 'items:'")
            }
            preview = try sharePreview(argument, call)
        }
        let label: any View
        if let title = try call.title() {
            label = DefaultShareLinkLabel(text: title)
        } else if let argument = call.arguments.named("label") ?? call.arguments.unlabelled(0) {
            label = try call.content(argument)
        } else {
            label = DefaultShareLinkLabel(text: Text("Share"))
        }
        return TypedBuilders.shareLink(shared, subject: subject, message: message, preview: preview, label: label)
    }

    /// `SharePreview("Title")`, with `image:` and `icon:` images or not, read from the syntax
    /// (a preview is no value of view code).
    private static func sharePreview(_ argument: Argument, _ call: ViewCall) throws -> SharedPreview {
        guard case .call(let inner) = argument.value, case .identifier("SharePreview", _) = inner.callee,
              let titleArgument = inner.arguments.first, titleArgument.label == nil else {
            throw Diagnostic(location: argument.location, message: "expected SharePreview(\"Title\"), with 'image:' and 'icon:' or not")
        }
        var preview = SharedPreview(title: try Convert.text(try call.evaluator.evaluate(titleArgument.value), at: titleArgument.location))
        for other in inner.arguments.dropFirst() {
            guard other.label == "image" || other.label == "icon" else {
                throw Diagnostic(location: other.location, message: "SharePreview takes a title, 'image:' and 'icon:'")
            }
            guard case .view(let view as Image) = try call.evaluator.evaluate(other.value) else {
                throw Diagnostic(location: other.location, message: "expected an Image for '\(other.label ?? "")', as Image(\"photo\")")
            }
            if other.label == "image" { preview.image = view } else { preview.icon = view }
        }
        return preview
    }
}

extension TypedBuilders {
    /// A ShareLink of `shared` showing `label`, with the preview given, built by its initialiser for
    /// a label view (a title is a default label of that title, as the titled initialisers make).
    fileprivate static func shareLink(_ shared: ViewEntry.SharedItems, subject: Text?, message: Text?, preview: ViewEntry.SharedPreview?, label: any View) -> any View {
        func open<L: View>(_ label: L) -> any View {
            if let preview {
                switch shared {
                case .string(let item): return withPreview(item, preview, subject, message, label)
                case .url(let item): return withPreview(item, preview, subject, message, label)
                case .strings, .urls: break
                }
            }
            switch shared {
            case .string(let item): return ShareLink(item: item, subject: subject, message: message) { label }
            case .url(let item): return ShareLink(item: item, subject: subject, message: message) { label }
            case .strings(let items): return ShareLink(items: items, subject: subject, message: message) { label }
            case .urls(let items): return ShareLink(items: items, subject: subject, message: message) { label }
            }
        }
        return open(label)
    }

    /// `ShareLink(item:subject:message:preview:label:)` with the preview's image and icon as given.
    private static func withPreview<I: Transferable, L: View>(_ item: I, _ preview: ViewEntry.SharedPreview, _ subject: Text?, _ message: Text?, _ label: L) -> any View {
        switch (preview.image, preview.icon) {
        case (nil, nil): ShareLink(item: item, subject: subject, message: message, preview: SharePreview(preview.title)) { label }
        case (let image?, nil): ShareLink(item: item, subject: subject, message: message, preview: SharePreview(preview.title, image: image)) { label }
        case (nil, let icon?): ShareLink(item: item, subject: subject, message: message, preview: SharePreview(preview.title, icon: icon)) { label }
        case (let image?, let icon?):
            ShareLink(item: item, subject: subject, message: message, preview: SharePreview(preview.title, image: image, icon: icon)) { label }
        }
    }
}
