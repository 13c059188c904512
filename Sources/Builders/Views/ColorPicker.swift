extension ColorPicker: View, _LabelledControl where Label: View {
    /// The label.
    @inlinable public nonisolated var _controlLabel: Label { label }
}

extension ColorPicker where Label: View {
    /// Creates a colour picker with a label view, as `ColorPicker(selection: $tint) { Text("Tint") }`.
    public init(selection: Binding<Color>, supportsOpacity: Bool = true, @ViewBuilder label: () -> Label) {
        self = .make(label: label(), color: selection, supportsOpacity: supportsOpacity)
    }
}

extension ColorPicker where Label: View {
    /// Creates a colour picker of a Core Graphics colour with a label view, as
    /// `ColorPicker(selection: $cgColor) { Text("Tint") }`.
    public init(selection: Binding<CGColor>, supportsOpacity: Bool = true, @ViewBuilder label: () -> Label) {
        self = .make(label: label(), color: .colors(of: selection), supportsOpacity: supportsOpacity)
    }
}

extension Binding where Value == Color {
    /// `selection` read and written as SwiftUI colours: a colour picked is stored as its sRGB components.
    fileprivate static func colors(of selection: Binding<CGColor>) -> Binding<Color> {
        Binding(get: { Color(cgColor: selection.wrappedValue) },
                set: { selection.wrappedValue = $0.cgColor ?? UIColor($0).cgColor })
    }
}

extension ColorPicker where Label == Text {
    /// Creates a colour picker with a localized title, as `ColorPicker("Tint", selection: $tint)`.
    public init(_ titleKey: LocalizedStringKey, selection: Binding<Color>, supportsOpacity: Bool = true) {
        self = .make(label: Text(titleKey), color: selection, supportsOpacity: supportsOpacity)
    }

    /// Creates a colour picker with a string title.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, selection: Binding<Color>, supportsOpacity: Bool = true) {
        self = .make(label: Text(title), color: selection, supportsOpacity: supportsOpacity)
    }

    /// Creates a colour picker of a Core Graphics colour with a localized title.
    public init(_ titleKey: LocalizedStringKey, selection: Binding<CGColor>, supportsOpacity: Bool = true) {
        self = .make(label: Text(titleKey), color: .colors(of: selection), supportsOpacity: supportsOpacity)
    }

    /// Creates a colour picker of a Core Graphics colour with a string title.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, selection: Binding<CGColor>, supportsOpacity: Bool = true) {
        self = .make(label: Text(title), color: .colors(of: selection), supportsOpacity: supportsOpacity)
    }
}
