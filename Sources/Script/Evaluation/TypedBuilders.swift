import Builders
import Pickers

/// Builds the same static types compiled code builds, from views whose types
/// are known only at run time: each function opens its `any View` arguments
/// into generic parameters and calls the real initialiser or modifier.
enum TypedBuilders {
    // MARK: Blocks

    /// What a `@ViewBuilder` block of these children builds: EmptyView, the one
    /// child, or a TupleView of all of them (with a parameter pack, as ViewBuilder does).
    static func block(_ children: [any View]) -> any View {
        guard let first = children.first else { return EmptyView() }
        guard children.count > 1 else { return first }
        var pack: any ViewPacking = start(first)
        for child in children.dropFirst() {
            pack = pack.adding(child)
        }
        return pack.tupleView
    }

    private static func start<V: View>(_ view: V) -> any ViewPacking {
        ViewPack<V>(views: view)
    }

    // MARK: Conditionals

    /// `_ConditionalContent<T, F>` with the true branch live.
    static func trueContent(_ live: any View, falseType other: any View) -> any View {
        func open<T: View>(_ live: T) -> any View {
            func withFalse<F: View>(_ other: F) -> any View {
                _ConditionalContent<T, F>(storage: .trueContent(live))
            }
            return withFalse(other)
        }
        return open(live)
    }

    /// `_ConditionalContent<T, F>` with the false branch live.
    static func falseContent(_ live: any View, trueType other: any View) -> any View {
        func open<F: View>(_ live: F) -> any View {
            func withTrue<T: View>(_ other: T) -> any View {
                _ConditionalContent<T, F>(storage: .falseContent(live))
            }
            return withTrue(other)
        }
        return open(live)
    }

    /// `Optional<V>.some`.
    static func some(_ view: any View) -> any View {
        func open<V: View>(_ view: V) -> any View { Optional.some(view) }
        return open(view)
    }

    /// `Optional<V>.none`, with V the type of `sample`.
    static func none(like sample: any View) -> any View {
        func open<V: View>(_ view: V) -> any View { V?.none }
        return open(sample)
    }

    // MARK: Containers

    static func hStack(_ content: any View, alignment: VerticalAlignment, spacing: CGFloat?) -> any View {
        func open<C: View>(_ content: C) -> any View { HStack(alignment: alignment, spacing: spacing) { content } }
        return open(content)
    }

    static func vStack(_ content: any View, alignment: HorizontalAlignment, spacing: CGFloat?) -> any View {
        func open<C: View>(_ content: C) -> any View { VStack(alignment: alignment, spacing: spacing) { content } }
        return open(content)
    }

    static func zStack(_ content: any View, alignment: Alignment) -> any View {
        func open<C: View>(_ content: C) -> any View { ZStack(alignment: alignment) { content } }
        return open(content)
    }

    static func group(_ content: any View) -> any View {
        func open<C: View>(_ content: C) -> any View { Group { content } }
        return open(content)
    }

    static func anyView(_ content: any View) -> any View {
        func open<C: View>(_ content: C) -> any View { AnyView(content) }
        return open(content)
    }

    static func button(label: any View, action: @escaping () -> Void = {}) -> any View {
        func open<L: View>(_ label: L) -> any View { Button(action: action, label: { label }) }
        return open(label)
    }

    static func toggle(isOn: Binding<Bool>, label: any View) -> any View {
        func open<L: View>(_ label: L) -> any View { Toggle(isOn: isOn, label: { label }) }
        return open(label)
    }

    static func definedView(name: String, body: any View) -> any View {
        func open<C: View>(_ body: C) -> any View { DefinedView(name: name, content: body) }
        return open(body)
    }

    /// `ForEach(range) { i in … }` whose content returns the views made for each number.
    static func forEach(range: Range<Int>, views: [any View], sample: any View) -> any View {
        func open<C: View>(_ sample: C) -> any View {
            let typed = views.map { $0 as? C ?? sample }
            let content: (Int) -> C = { i in
                let offset = i - range.lowerBound
                return typed.indices.contains(offset) ? typed[offset] : sample
            }
            return ForEach(range, content: content)
        }
        return open(sample)
    }

    /// `ForEach(range, id: \.self) { i in … }`: identified by the number, not the offset.
    static func forEach(keyedRange range: Range<Int>, views: [any View], sample: any View) -> any View {
        func open<C: View>(_ sample: C) -> any View {
            let typed = views.map { $0 as? C ?? sample }
            let content: (Int) -> C = { i in
                let offset = i - range.lowerBound
                return typed.indices.contains(offset) ? typed[offset] : sample
            }
            return ForEach(range, id: \.self, content: content)
        }
        return open(sample)
    }

    /// `ForEach(data, id: \.self) { element in … }` over strings or integers.
    static func forEach<E: Hashable>(data: [E], views: [any View], sample: any View) -> any View {
        func open<C: View>(_ sample: C) -> any View {
            var byElement: [E: C] = [:]
            for (element, view) in zip(data, views) where byElement[element] == nil {
                byElement[element] = view as? C ?? sample
            }
            let content: (E) -> C = { byElement[$0] ?? sample }
            return ForEach(data, id: \.self, content: content)
        }
        return open(sample)
    }

    /// `ForEach(data, id: \.self)` (`bySelf`) or `ForEach(data)` over stand-ins of declared values.
    static func forEach(defined data: [DefinedValue], bySelf: Bool, views: [any View], sample: any View) -> any View {
        // Elements whose views differ in type (a branch the reader could not type) are erased, never swapped.
        if let first = views.first, views.contains(where: { type(of: $0) != type(of: first) }) {
            return forEach(defined: data, bySelf: bySelf, views: views.map(anyView), sample: anyView(sample))
        }
        func open<C: View>(_ sample: C) -> any View {
            var byElement: [DefinedValue: C] = [:]
            for (element, view) in zip(data, views) where byElement[element] == nil {
                byElement[element] = view as? C ?? sample
            }
            let content: (DefinedValue) -> C = { byElement[$0] ?? sample }
            return bySelf ? ForEach(data, id: \.self, content: content) : ForEach(data, content: content)
        }
        return open(sample)
    }

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

/// A growing parameter pack of views, closed into a TupleView at the end.
protocol ViewPacking {
    func adding(_ view: any View) -> any ViewPacking
    var tupleView: any View { get }
}

struct ViewPack<each V: View>: ViewPacking {
    let views: (repeat each V)

    func adding(_ view: any View) -> any ViewPacking {
        appending(view)
    }

    private func appending<W: View>(_ view: W) -> any ViewPacking {
        ViewPack<repeat each V, W>(views: (repeat each views, view))
    }

    var tupleView: any View {
        TupleView((repeat each views))
    }
}
