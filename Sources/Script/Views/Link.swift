import Builders
import Foundation
import ScriptSyntax

extension ViewEntry {
    /// `Link("Website", destination: URL(string: "https://example.com")!)`, `Link(destination: url) { label }`.
    static let link = ViewEntry(name: "Link", labels: ["destination", "label"], unlabelled: 2) { call in
        guard let destinationArgument = call.arguments.named("destination") else {
            throw call.missing("a destination, as Link(\"Website\", destination: URL(string: \"https://example.com\")!)")
        }
        guard case .url(let destination) = try call.value(destinationArgument) else {
            throw Diagnostic(location: destinationArgument.location,
                             message: "expected a URL, as URL(string: \"https://example.com\")!, found \(try call.value(destinationArgument).kindDescription)")
        }
        if let title = try call.title() {
            return Link(destination: destination) { title }
        }
        return TypedBuilders.link(destination: destination, label: try call.content("label", orUnlabelled: 0))
    }
}

extension TypedBuilders {
    /// A Link to `destination` showing `label`.
    static func link(destination: URL, label: any View) -> any View {
        func open<L: View>(_ label: L) -> any View { Link(destination: destination) { label } }
        return open(label)
    }
}
