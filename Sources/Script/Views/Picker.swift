import Builders
import Pickers
import ScriptSyntax

// SwiftUI's `Picker` and the seed system's `SegmentedPicker`, one shape: a selection and
// tagged content, with a title for a Picker.

extension ViewEntry {
    /// `Picker("Title", selection: $value) { … }`, or with a `label:` Text.
    static let picker = ViewEntry(name: "Picker", labels: ["selection", "content", "label"], unlabelled: 2) { call in
        try pickerView(call, titled: true)
    }

    /// `SegmentedPicker(selection: $value) { … }`.
    static let segmentedPicker = ViewEntry(name: "SegmentedPicker", labels: ["selection", "content", "label"], unlabelled: 2) { call in
        try pickerView(call, titled: false)
    }

    /// `Picker` (`titled`: a title string or a `label:` Text) and `SegmentedPicker`
    /// (no title): the selection is a constant of the tag type.
    private static func pickerView(_ call: ViewCall, titled: Bool) throws -> any View {
        guard let selectionArgument = call.arguments.named("selection") else {
            throw call.missing("'selection:', as \(call.name)(selection: .constant(0)) { … }")
        }
        let selection = try Convert.binding(try call.value(selectionArgument), at: selectionArgument.location)
        var title: Text?
        var contentArgument = call.arguments.named("content")
        if titled {
            if let first = try call.title() {
                title = first
                contentArgument = contentArgument ?? call.arguments.unlabelled(1)
            } else {
                contentArgument = contentArgument ?? call.arguments.unlabelled(0)
                title = Text(verbatim: "")
                if let label = call.arguments.named("label") {
                    guard let labelText = try call.content(label) as? Text else {
                        throw Diagnostic(location: label.location, message: "expected a Text label for the Picker")
                    }
                    title = labelText
                }
            }
        } else {
            contentArgument = contentArgument ?? call.arguments.unlabelled(0)
        }
        let content = try call.content(contentArgument)
        let evaluator = call.evaluator
        switch selection {
        case .int(let value):
            let binding = try evaluator.liveBinding(selectionArgument, as: { if case .int(let n) = $0 { n } else { nil } }, fallback: value, { .int($0) })
            return TypedBuilders.picker(title: title, selection: binding, content: content)
        case .bool(let value):
            let binding = try evaluator.liveBinding(selectionArgument, as: { if case .bool(let b) = $0 { b } else { nil } }, fallback: value, { .bool($0) })
            return TypedBuilders.picker(title: title, selection: binding, content: content)
        case .double(let value):
            let binding = try evaluator.liveBinding(selectionArgument, as: { if case .double(let d) = $0 { d } else { nil } }, fallback: value, { .double($0) })
            return TypedBuilders.picker(title: title, selection: binding, content: content)
        default:
            if let string = selection.text, selection.isStringLike {
                let binding = try evaluator.liveBinding(selectionArgument, as: { $0.text }, fallback: string, { .string($0) })
                return TypedBuilders.picker(title: title, selection: binding, content: content)
            }
            guard !selection.isNull, case let value? = try? Convert.hashable(selection, at: selectionArgument.location) else {
                throw Diagnostic(location: selectionArgument.location, message: "expected a selection of integers, strings, numbers or Booleans, found \(selection.kindDescription)")
            }
            if let defined = value as? DefinedValue {
                // A declared type's value: read as a DefinedValue, set back as the value it stands for.
                let location = selectionArgument.location
                let binding = try evaluator.liveBinding(selectionArgument, as: { try? Convert.defined($0, at: location) }, fallback: defined) { $0.source ?? .null }
                return TypedBuilders.picker(title: title, selection: binding, content: content)
            }
            func constant<S: Hashable>(_ value: S) -> any View { TypedBuilders.picker(title: title, selection: Binding.constant(value), content: content) }
            return constant(value)
        }
    }
}

extension TypedBuilders {
    /// A picker of `selection` (a constant of the tag type, or a cell's binding when live).
    static func picker<S: Hashable>(title: Text?, selection: Binding<S>, content: any View) -> any View {
        func open<C: View>(_ content: C) -> any View {
            if let title {
                return Picker(selection: selection, content: { content }, label: { title })
            }
            return SegmentedPicker(selection: selection) { content }
        }
        return open(content)
    }
}
