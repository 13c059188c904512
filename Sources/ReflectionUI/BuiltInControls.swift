import Builders
import Foundation

/// The built-in mappings: the control each supported type is shown with. One function per
/// type, so that changing a type's control (a Stepper for integers, a TextField for strings,
/// a Slider for bounded numbers, when those controls exist) is one line here.
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

    /// String: the name and the text (a TextField committing on Return, once it exists).
    static func text(_ ref: Ref<String>, _ context: ViewMappingContext) -> AnyView {
        AnyView(HStack {
            Text(verbatim: context.propertyName + ":")
            Text(verbatim: ref.value)
        })
    }

    /// Integers: the name, the value, and − and + buttons (a Stepper, once it exists).
    /// A step past the type's bounds does nothing; the box clamps to `min`/`max`.
    static func integer<T: FixedWidthInteger>(_ ref: Ref<T>, _ context: ViewMappingContext) -> AnyView {
        AnyView(numberRow(context.propertyName, value: "\(ref.value)", decrement: {
            let (next, overflow) = ref.value.subtractingReportingOverflow(1)
            if !overflow { ref.value = next }
        }, increment: {
            let (next, overflow) = ref.value.addingReportingOverflow(1)
            if !overflow { ref.value = next }
        }))
    }

    /// Floating point: the name, the value, and − and + buttons stepping by a twentieth of the
    /// range, or by 1 without one (a Slider with a range and a number field without, later).
    static func floatingPoint<T: BinaryFloatingPoint>(_ ref: Ref<T>, _ context: ViewMappingContext) -> AnyView {
        let step: T = ref.range.map { ($0.upperBound - $0.lowerBound) / 20 } ?? 1
        return AnyView(numberRow(context.propertyName, value: "\(ref.value)",
                                 decrement: { ref.value -= step }, increment: { ref.value += step }))
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

    /// The named colours a Color property can be set to.
    static let namedColors: [(name: String, color: Color)] = [
        ("Black", .black), ("White", .white), ("Gray", .gray), ("Red", .red), ("Orange", .orange),
        ("Yellow", .yellow), ("Green", .green), ("Mint", .mint), ("Teal", .teal), ("Cyan", .cyan),
        ("Blue", .blue), ("Indigo", .indigo), ("Purple", .purple), ("Pink", .pink), ("Brown", .brown),
    ]

    /// Color: a Picker of the named colours.
    static func color(_ ref: Ref<Color>, _ context: ViewMappingContext) -> AnyView {
        let colors = namedColors
        return AnyView(Picker(context.propertyName, selection: binding(ref)) {
            ForEach(0..<colors.count) { index in
                Text(verbatim: colors[index].name).tag(colors[index].color)
            }
        })
    }

    /// CGPoint: a row for each coordinate.
    static func point(_ ref: Ref<CGPoint>, _ context: ViewMappingContext) -> AnyView {
        components(context.propertyName, [
            component("X", ref, \.x), component("Y", ref, \.y),
        ])
    }

    /// CGSize: a row for the width and one for the height.
    static func size(_ ref: Ref<CGSize>, _ context: ViewMappingContext) -> AnyView {
        components(context.propertyName, [
            component("Width", ref, \.width), component("Height", ref, \.height),
        ])
    }

    /// CGRect: rows for the origin's coordinates and the size.
    static func rect(_ ref: Ref<CGRect>, _ context: ViewMappingContext) -> AnyView {
        components(context.propertyName, [
            component("X", ref, \.origin.x), component("Y", ref, \.origin.y),
            component("Width", ref, \.size.width), component("Height", ref, \.size.height),
        ])
    }

    /// A property that no mapping matches: a row naming its type.
    static func unmapped(_ context: ViewMappingContext) -> AnyView {
        AnyView(Text(verbatim: "\(context.propertyName): no view mapping for \(context.typeName)"))
    }

    private static func component<Value>(_ name: String, _ ref: Ref<Value>, _ path: WritableKeyPath<Value, CGFloat>) -> AnyView {
        AnyView(numberRow(name, value: "\(ref.value[keyPath: path])",
                          decrement: { ref.value[keyPath: path] -= 1 }, increment: { ref.value[keyPath: path] += 1 }))
    }

    private static func components(_ title: String, _ rows: [AnyView]) -> AnyView {
        AnyView(VStack(alignment: .leading) {
            Text(verbatim: title)
            ForEach(0..<rows.count) { rows[$0] }
        })
    }

    private static func numberRow(_ name: String, value: String, decrement: @escaping () -> Void, increment: @escaping () -> Void) -> some View {
        HStack {
            Text(verbatim: name + ":")
            Text(verbatim: value)
            Button("−", action: decrement)
            Button("+", action: increment)
        }
    }
}
