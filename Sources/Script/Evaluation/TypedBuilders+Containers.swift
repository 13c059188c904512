import Builders

// The containers family's views, built with the types compiled code gets.
extension TypedBuilders {
    static func list(_ content: any View) -> any View {
        func open<C: View>(_ content: C) -> any View { List<Never, C>.make(selection: nil, content: content) }
        return open(content)
    }

    static func form(_ content: any View) -> any View {
        func open<C: View>(_ content: C) -> any View { Form { content } }
        return open(content)
    }

    static func section(header: any View, content: any View, footer: any View) -> any View {
        func open<H: View>(_ header: H) -> any View {
            func withContent<C: View>(_ content: C) -> any View {
                func withFooter<F: View>(_ footer: F) -> any View { Section(header: header, content: content, footer: footer) }
                return withFooter(footer)
            }
            return withContent(content)
        }
        return open(header)
    }

    static func scrollView(_ content: any View, axes: Axis.Set, showsIndicators: Bool) -> any View {
        func open<C: View>(_ content: C) -> any View { ScrollView(axes, showsIndicators: showsIndicators) { content } }
        return open(content)
    }

    static func lazyVStack(_ content: any View, alignment: HorizontalAlignment, spacing: CGFloat?, pinnedViews: PinnedScrollableViews) -> any View {
        func open<C: View>(_ content: C) -> any View { LazyVStack(alignment: alignment, spacing: spacing, pinnedViews: pinnedViews) { content } }
        return open(content)
    }

    static func lazyHStack(_ content: any View, alignment: VerticalAlignment, spacing: CGFloat?, pinnedViews: PinnedScrollableViews) -> any View {
        func open<C: View>(_ content: C) -> any View { LazyHStack(alignment: alignment, spacing: spacing, pinnedViews: pinnedViews) { content } }
        return open(content)
    }

    static func lazyVGrid(_ content: any View, columns: [GridItem], alignment: HorizontalAlignment, spacing: CGFloat?, pinnedViews: PinnedScrollableViews) -> any View {
        func open<C: View>(_ content: C) -> any View {
            LazyVGrid(columns: columns, alignment: alignment, spacing: spacing, pinnedViews: pinnedViews) { content }
        }
        return open(content)
    }

    static func lazyHGrid(_ content: any View, rows: [GridItem], alignment: VerticalAlignment, spacing: CGFloat?, pinnedViews: PinnedScrollableViews) -> any View {
        func open<C: View>(_ content: C) -> any View {
            LazyHGrid(rows: rows, alignment: alignment, spacing: spacing, pinnedViews: pinnedViews) { content }
        }
        return open(content)
    }

    static func grid(_ content: any View, alignment: Alignment, horizontalSpacing: CGFloat?, verticalSpacing: CGFloat?) -> any View {
        func open<C: View>(_ content: C) -> any View {
            Grid(alignment: alignment, horizontalSpacing: horizontalSpacing, verticalSpacing: verticalSpacing) { content }
        }
        return open(content)
    }

    static func gridRow(_ content: any View, alignment: VerticalAlignment?) -> any View {
        func open<C: View>(_ content: C) -> any View { GridRow(alignment: alignment) { content } }
        return open(content)
    }

    static func tabView<S: Hashable>(_ content: any View, selection: Binding<S>?) -> any View {
        func open<C: View>(_ content: C) -> any View {
            TabView<S, C>.make(selection: selection, content: content)
        }
        return open(content)
    }

    static func navigationView(_ content: any View) -> any View {
        func open<C: View>(_ content: C) -> any View { NavigationView { content } }
        return open(content)
    }

    static func navigationStack(_ root: any View) -> any View {
        func open<C: View>(_ root: C) -> any View { NavigationStack { root } }
        return open(root)
    }

    static func navigationLink(label: any View, destination: any View, isActive: Bool?) -> any View {
        func open<L: View>(_ label: L) -> any View {
            func withDestination<D: View>(_ destination: D) -> any View {
                let active: StateOrBinding<Bool> = isActive.map { .binding(.constant($0)) } ?? .state(State(wrappedValue: false))
                return NavigationLink(label: label, destination: destination, value: nil, isActive: active)
            }
            return withDestination(destination)
        }
        return open(label)
    }

    static func navigationLink<P: Hashable>(label: any View, value: P) -> any View {
        func open<L: View>(_ label: L) -> any View { NavigationLink(value: value) { label } }
        return open(label)
    }

    static func groupBox(label: any View, content: any View) -> any View {
        func open<L: View>(_ label: L) -> any View {
            func withContent<C: View>(_ content: C) -> any View { GroupBox.make(label: label, content: content) }
            return withContent(content)
        }
        return open(label)
    }

    static func disclosureGroup(label: any View, content: any View, isExpanded: Binding<Bool>?) -> any View {
        func open<L: View>(_ label: L) -> any View {
            func withContent<C: View>(_ content: C) -> any View {
                let expanded: StateOrBinding<Bool> = isExpanded.map { .binding($0) } ?? .state(State(wrappedValue: false))
                return DisclosureGroup(label: label, content: content, isExpanded: expanded)
            }
            return withContent(content)
        }
        return open(label)
    }

    static func menu(label: any View, content: any View, hasPrimaryAction: Bool) -> any View {
        func open<L: View>(_ label: L) -> any View {
            func withContent<C: View>(_ content: C) -> any View {
                Menu(label: label, content: content, primaryAction: hasPrimaryAction ? {} : nil)
            }
            return withContent(content)
        }
        return open(label)
    }

    static func controlGroup(_ content: any View) -> any View {
        func open<C: View>(_ content: C) -> any View { ControlGroup { content } }
        return open(content)
    }

    static func viewThatFits(_ content: any View, axes: Axis.Set) -> any View {
        func open<C: View>(_ content: C) -> any View { ViewThatFits(in: axes) { content } }
        return open(content)
    }
}
