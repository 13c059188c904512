import Builders
import Foundation

/// The built-in mappings: the control each supported type is shown with. One function per
/// type, so that changing a type's control is one line here.
///
/// | type | control |
/// |---|---|
/// | `Bool` | a Toggle |
/// | `String` | a TextField: the text typed is kept in the mapping's state until Return commits it; Esc (``View/onCancelEditing(_:)``) drops it |
/// | any `FixedWidthInteger` | a Stepper showing the value; steps stop at `min`/`max` and at the type's bounds |
/// | any `BinaryFloatingPoint` with `min` and `max` | a continuous Slider over the range |
/// | any other `BinaryFloatingPoint` | a number field, committed on Return (text that is not a finite number of the type is dropped) |
/// | `CaseIterable & Hashable` enums | a Picker of the cases, by display name |
/// | `Color` | a ColorPicker |
/// | `CGPoint`, `CGSize`, `CGRect` | the name over a row of number fields, one per component |
enum BuiltInControls {
    /// Built-in mappings for exact types, tried after the registered ones.
    static let exactMappings: [ViewMapping] = [
        ViewMapping(for: Bool.self, makeView: toggle),
        ViewMapping(for: String.self, makeView: text),
        ViewMapping(for: Color.self, makeView: color),
        ViewMapping(for: CGPoint.self, makeView: point),
        ViewMapping(for: CGSize.self, makeView: size),
        ViewMapping(for: CGRect.self, makeView: rect),
    ]

    /// Built-in mappings for protocol families, tried last.
    static let familyMappings: [ViewMapping] = [
        ViewMapping(match: .anyFixedWidthInteger) { ref, context in (ref as? any FixedWidthIntegerRef)?.builtInView(context: context) },
        ViewMapping(match: .anyBinaryFloatingPoint) { ref, context in (ref as? any FloatingPointRef)?.builtInView(context: context) },
        ViewMapping(match: .anyCaseIterable) { ref, context in (ref as? any CaseIterableRef)?.builtInView(context: context) },
    ]

    static func binding<T>(_ ref: Ref<T>) -> Binding<T> {
        Binding(get: { ref.value }, set: { ref.value = $0 })
    }

    /// Bool: a Toggle.
    static func toggle(_ ref: Ref<Bool>, _ context: ViewMappingContext) -> AnyView {
        AnyView(Toggle(context.propertyName, isOn: binding(ref)))
    }

    /// String: a TextField committing on Return, cancelled by Esc.
    static func text(_ ref: Ref<String>, _ context: ViewMappingContext) -> AnyView {
        AnyView(committedField(context.propertyName, state: context.state, key: "text",
                               current: { ref.value }, commit: { ref.value = $0 }))
    }

    /// Integers: a Stepper; a step past the bounds (the box's or the type's) does nothing.
    static func integer<T: FixedWidthInteger>(_ ref: Ref<T>, _ context: ViewMappingContext) -> AnyView {
        let lower = ref.min ?? T.min
        let upper = Swift.max(lower, ref.max ?? T.max)
        let value = SteppedInteger.binding(get: { ref.value }, set: { ref.value = $0 })
        return AnyView(Stepper(value: value, in: SteppedInteger(lower)...SteppedInteger(upper)) {
            Text(verbatim: context.propertyName)
        })
    }

    /// Floating point: a Slider over `min...max` when the box has both, else a number field.
    static func floatingPoint<T: BinaryFloatingPoint>(_ ref: Ref<T>, _ context: ViewMappingContext) -> AnyView {
        if let range = ref.range, range.lowerBound.isFinite, range.upperBound.isFinite, range.lowerBound < range.upperBound {
            let bounds = Double(range.lowerBound)...Double(range.upperBound)
            let value = Binding<Double>(get: { Double(ref.value) }, set: { ref.value = T($0) })
            return AnyView(Slider(value: value, in: bounds) {
                Text(verbatim: context.propertyName)
            })
        }
        return AnyView(committedField(context.propertyName, state: context.state, key: "text", current: { format(ref.value) }, commit: { text in
            // `nan`, `inf` and numbers past the type's range (1e300 for a Float) are not numbers a user means.
            guard let number = Double(text.trimmingCharacters(in: .whitespaces)), T(number).isFinite else { return }
            ref.value = T(number)
        }))
    }

    /// CaseIterable enums: a Picker of the cases, each shown by its display name.
    static func choice<T: CaseIterable & Hashable>(_ ref: Ref<T>, _ context: ViewMappingContext) -> AnyView {
        let cases = Array(T.allCases)
        return AnyView(Picker(context.propertyName, selection: binding(ref)) {
            ForEach(0..<cases.count) { index in
                Text(verbatim: DisplayName.from(String(describing: cases[index]))).tag(cases[index])
            }
        })
    }

    /// Color: a ColorPicker.
    static func color(_ ref: Ref<Color>, _ context: ViewMappingContext) -> AnyView {
        AnyView(ColorPicker(context.propertyName, selection: binding(ref)))
    }

    /// CGPoint: a number field for each coordinate.
    static func point(_ ref: Ref<CGPoint>, _ context: ViewMappingContext) -> AnyView {
        components(context, [component("X", ref, \.x, context), component("Y", ref, \.y, context)])
    }

    /// CGSize: a number field for the width and one for the height.
    static func size(_ ref: Ref<CGSize>, _ context: ViewMappingContext) -> AnyView {
        components(context, [component("Width", ref, \.width, context), component("Height", ref, \.height, context)])
    }

    /// CGRect: number fields for the origin's coordinates and the size.
    static func rect(_ ref: Ref<CGRect>, _ context: ViewMappingContext) -> AnyView {
        components(context, [
            component("X", ref, \.origin.x, context), component("Y", ref, \.origin.y, context),
            component("Width", ref, \.size.width, context), component("Height", ref, \.size.height, context),
        ])
    }

    /// A property that no mapping matches: a row naming its type.
    static func unmapped(_ context: ViewMappingContext) -> AnyView {
        AnyView(Text(verbatim: "\(context.propertyName): no view mapping for \(context.typeName)"))
    }

    /// A number as a field shows it: whole numbers without `.0` are still shown with it (`4.0`),
    /// as Swift prints them, so that the field reads as a floating-point value.
    static func format<T: BinaryFloatingPoint>(_ value: T) -> String {
        "\(Double(value))"
    }

    /// A TextField whose text, while edited, lives in `state[key]`: Return commits it through
    /// `commit` and forgets it; Esc forgets it (the field shows `current()` again).
    static func committedField(_ title: String, state: Ref<[String: Any]>, key: String,
                               current: @escaping () -> String, commit: @escaping (String) -> Void) -> some View {
        let partial = Binding<String>(get: { state.value[key] as? String ?? current() },
                                      set: { state.value[key] = $0 })
        return TextField(title, text: partial, onCommit: {
            if let text = state.value[key] as? String { commit(text) }
            state.value[key] = nil
        })
        .onCancelEditing { state.value[key] = nil }
    }

    private static func component<Value>(_ name: String, _ ref: Ref<Value>, _ path: WritableKeyPath<Value, CGFloat>,
                                         _ context: ViewMappingContext) -> AnyView {
        AnyView(committedField(name, state: context.state, key: name, current: { format(ref.value[keyPath: path]) }, commit: { text in
            guard let number = Double(text.trimmingCharacters(in: .whitespaces)), CGFloat(number).isFinite else { return }
            ref.value[keyPath: path] = CGFloat(number)
        }))
    }

    private static func components(_ context: ViewMappingContext, _ fields: [AnyView]) -> AnyView {
        AnyView(VStack(alignment: .leading) {
            Text(verbatim: context.propertyName)
            HStack {
                ForEach(0..<fields.count) { fields[$0] }
            }
        })
    }
}
