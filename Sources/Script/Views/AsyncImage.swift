import Builders
import Foundation
import ScriptSyntax

extension ViewEntry {
    /// `AsyncImage(url: url)`, `AsyncImage(url: url) { image in … } placeholder: { … }`,
    /// `AsyncImage(url: url) { phase in … }`: nothing is loaded (the reader, as the package on
    /// Linux, does not reach the network), so the placeholder or the empty phase shows; the
    /// content for a loaded image is built for its type with a stand-in image.
    static let asyncImage = ViewEntry(name: "AsyncImage", labels: ["url", "scale", "transaction", "content", "placeholder"], unlabelled: 1) { call in
        guard let urlArgument = call.arguments.named("url") else {
            throw call.missing("a URL, as AsyncImage(url: URL(string: \"https://example.com/a.png\"))")
        }
        let url: URL?
        switch try call.value(urlArgument) {
        case .url(let value): url = value
        case .null: url = nil
        case let other:
            throw Diagnostic(location: urlArgument.location, message: "expected a URL for AsyncImage, found \(other.kindDescription)")
        }
        guard let contentArgument = call.arguments.named("content") ?? call.arguments.unlabelled(0), case .closure(let content) = contentArgument.value else {
            return AsyncImage(url: url)
        }
        if let placeholder = call.arguments.named("placeholder") {
            let loaded = try call.evaluator.element(content, .view(Image(systemName: "photo")))
            return TypedBuilders.asyncImage(url: url, loaded: loaded, placeholder: try call.evaluator.content(placeholder, of: "AsyncImage"))
        }
        return TypedBuilders.asyncImage(url: url, phases: try call.evaluator.element(content, .swiftValue(AsyncImagePhase.empty)))
    }
}

extension AsyncImagePhase: HeldValueMembers, HeldEnumCase {
    /// A phase's members.
    static let memberNames = ["image", "error"]

    /// `phase.image`, `phase.error`: nil but in the phase that has one.
    func member(_ name: String) -> Value? {
        switch name {
        case "image": image.map { .view($0) } ?? .null
        case "error": error.map { .swiftValue($0) } ?? .null
        default: nil
        }
    }

    /// The image a loaded phase would hold, and the error of a load that failed, for branches not taken.
    func sampleMember(_ name: String) -> Value? {
        switch name {
        case "image": Self.sampleAssociatedValues(ofCase: "success")?.first
        case "error": Self.sampleAssociatedValues(ofCase: "failure")?.first
        default: nil
        }
    }

    /// A success's stand-in image (as a loaded image's content is built), a failure's error.
    static func sampleAssociatedValues(ofCase name: String) -> [Value]? {
        switch name {
        case "success": [.view(Image(systemName: "photo"))]
        case "failure": [.swiftValue(URLError(.notConnectedToInternet))]
        default: nil
        }
    }

    /// `empty`, `success`, `failure`.
    var caseName: String {
        switch self {
        case .empty: "empty"
        case .success: "success"
        case .failure: "failure"
        }
    }

    /// A success's image, a failure's error.
    var associatedValues: [Value] {
        switch self {
        case .empty: []
        case .success(let image): [.view(image)]
        case .failure(let error): [.swiftValue(error)]
        }
    }
}

extension TypedBuilders {
    /// An AsyncImage showing `loaded`'s type once loaded and `placeholder` until then.
    static func asyncImage(url: URL?, loaded: any View, placeholder: any View) -> any View {
        func open<I: View, P: View>(_ loaded: I, _ placeholder: P) -> any View {
            AsyncImage(url: url) { _ in loaded } placeholder: { placeholder }
        }
        return open(loaded, placeholder)
    }

    /// An AsyncImage whose content for its (empty) phase is `phases`.
    static func asyncImage(url: URL?, phases: any View) -> any View {
        func open<C: View>(_ content: C) -> any View { AsyncImage(url: url) { _ in content } }
        return open(phases)
    }
}
