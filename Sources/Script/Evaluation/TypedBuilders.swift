import Builders

/// Builds the same static types compiled code builds, from views whose types
/// are known only at run time: each function opens its `any View` arguments
/// into generic parameters and calls the real initialiser or modifier. The
/// functions only one view calls are declared in that view's file
/// (`Sources/Script/Views/`); here are the blocks, the conditionals and the
/// functions several views share.
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

    // MARK: Shared by several views

    static func anyView(_ content: any View) -> any View {
        func open<C: View>(_ content: C) -> any View { AnyView(content) }
        return open(content)
    }

    static func definedView(name: String, body: any View) -> any View {
        func open<C: View>(_ body: C) -> any View { DefinedView(name: name, content: body) }
        return open(body)
    }

    /// A Label of `title` and `icon`: `Label("Trash", systemImage: "trash")` and the labels of
    /// the views that take a title and a system image.
    static func label(title: any View, icon: any View) -> any View {
        func open<T: View, I: View>(_ title: T, _ icon: I) -> any View { Label(title: { title }, icon: { icon }) }
        return open(title, icon)
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
