import Builders

extension KindDescriptor {
    /// ScrollView: one item scrolling its views, its children.
    static let scrollView = KindDescriptor(kind: .scrollView, typeNames: ["ScrollView"], listRole: .stack, contentPath: "content", holdsOneView: true)
}

extension ScrollView: FastContent {
    package var inspectionContent: Any { content }
}

extension InspectableView {
    /// The ScrollView at `index`.
    public func scrollView(_ index: Int? = nil) throws -> InspectableView { try child(.scrollView, index) }

    /// A ScrollView's scrollable axes, as ViewInspector's `axes()`.
    public func axes() throws -> Axis.Set {
        try requireKind(.scrollView)
        return try storedValue(at: "configuration|axes", as: Axis.Set.self)
    }

    /// Whether a ScrollView shows its scroll indicators, as ViewInspector's `showsIndicators()`.
    public func showsIndicators() throws -> Bool {
        try requireKind(.scrollView)
        return try storedValue(at: "configuration|showsIndicators", as: Bool.self)
    }

    /// The insets a ScrollView puts around its content, as ViewInspector's `contentInsets()`:
    /// none, as SwiftUI's scroll views since iOS 16 keep none of their own (safe areas and
    /// `contentMargins` inset the content from outside).
    public func contentInsets() throws -> EdgeInsets {
        try requireKind(.scrollView)
        return EdgeInsets()
    }
}
