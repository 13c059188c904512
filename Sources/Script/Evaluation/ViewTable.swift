import Builders
import ScriptSyntax

/// The views view code can create: one ``ViewEntry`` per name, which says the
/// arguments the view takes and builds it. To teach the reader a view, add its
/// entry in a file of its own under `Sources/Script/Views/` and list it in
/// ``all``; nothing else names it (the evaluator, the check that a view name is
/// called, and the suggestions for a misspelt view all read the table):
///
///     extension ViewEntry {
///         static let zStack = ViewEntry(name: "ZStack", labels: ["alignment", "content"], unlabelled: 1) { call in
///             let alignment = try call.named("alignment", Convert.alignment) ?? .center
///             return TypedBuilders.zStack(try call.content(), alignment: alignment)
///         }
///     }
///
/// See ``ViewEntry`` for the shape of an entry and the helpers its builder uses.
enum ViewTable {
    /// Every view the reader creates, each once, by its entry's member.
    static let all: [ViewEntry] = [
        .image, .spacer, .divider, .emptyView, .rectangle, .hStack, .vStack, .zStack, .group, .anyView,
        .button, .toggle, .forEach, .picker, .segmentedPicker,
        // Containers
        .list, .form, .section, .scrollView, .lazyVStack, .lazyHStack, .lazyVGrid, .lazyHGrid, .grid, .gridRow,
        .tabView, .navigationView, .navigationStack, .navigationSplitView, .navigationLink, .editButton, .groupBox, .disclosureGroup, .menu,
        .controlGroup, .viewThatFits,
        // Controls
        .textField, .secureField, .textEditor, .stepper, .slider, .datePicker, .colorPicker, .progressView,
        .label, .labeledContent, .link, .asyncImage, .contentUnavailableView, .tab,
        // Text, colours and shapes
        .text, .color, .roundedRectangle, .circle, .ellipse, .capsule,
        // Toolbar items and gradients
        .toolbarItem, .toolbarItemGroup,
        .linearGradient, .radialGradient, .angularGradient, .ellipticalGradient,
        // Views made by closures
        .geometryReader, .scrollViewReader, .timelineView, .canvas, .equatableView,
        .shareLink, .multiDatePicker, .outlineGroup, .gauge, .table,
    ]

    /// The views by name, built once from ``all``.
    static let entries: [String: ViewEntry] = Dictionary(all.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })

    /// The views' names, sorted, for suggestions.
    static let names = entries.keys.sorted()

    /// Style types called by name: `PlainListStyle()` is the value `.listStyle(.plain)` gives
    /// (a value of the type, which only its kind's modifier takes). They are not
    /// views, so neither called alone nor suggested as views.
    static var styles: [String: any Sendable] { StyleReader.types }

    /// The view (or style) `name(arguments)` creates; an unknown name is
    /// reported with the nearest view name or name of the file's view structs.
    static func make(_ name: String, _ arguments: Arguments, evaluator: Evaluator, structNames: [String]) throws -> Value {
        if let entry = entries[name] {
            return .view(try entry.make(arguments, evaluator: evaluator))
        }
        if styles[name] != nil {
            return .swiftValue(try StyleReader.make(name, arguments, evaluator: evaluator))
        }
        if structNames.isEmpty {
            throw evaluator.unknownCall(name, at: arguments.location)
        }
        throw Diagnostic(location: arguments.location, message: "unknown view '\(name)'\(Suggestion.hint(for: name, in: names + structNames))")
    }
}
