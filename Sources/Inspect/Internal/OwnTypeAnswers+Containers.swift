import Builders

// The containers family's own node types hand over their children without Mirror
// (the same views as `KnownTypes.contentPath` reads by label).

extension List: FastContent {
    package var inspectionContent: Any { content }
}

extension Form: FastContent {
    package var inspectionContent: Any { content }
}

extension Section: FastContent {
    package var inspectionContent: Any { content }
}

extension ScrollView: FastContent {
    package var inspectionContent: Any { content }
}

extension LazyVStack: FastContent {
    package var inspectionContent: Any { tree.content }
}

extension LazyHStack: FastContent {
    package var inspectionContent: Any { tree.content }
}

extension LazyVGrid: FastContent {
    package var inspectionContent: Any { tree.content }
}

extension LazyHGrid: FastContent {
    package var inspectionContent: Any { tree.content }
}

extension Grid: FastContent {
    package var inspectionContent: Any { _tree.content }
}

extension GridRow: FastContent {
    package var inspectionContent: Any { content }
}

extension TabView: FastContent {
    package var inspectionContent: Any { content }
}

extension NavigationView: FastContent {
    package var inspectionContent: Any { content }
}

extension NavigationStack: FastContent {
    package var inspectionContent: Any { root }
}

extension GroupBox: FastContent {
    package var inspectionContent: Any { content }
}

extension DisclosureGroup: FastContent {
    package var inspectionContent: Any { content }
}

extension Menu: FastContent {
    package var inspectionContent: Any { content }
}

extension ControlGroup: FastContent {
    package var inspectionContent: Any { content }
}

extension ViewThatFits: FastContent {
    package var inspectionContent: Any { _tree.content }
}
