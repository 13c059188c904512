extension ToolbarItem where ID == (), Content: View {
    /// Creates an item at `placement`, as `ToolbarItem(placement: .navigationBarTrailing) { … }`.
    public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
        self.init(identifier: "", placement: placement, showsByDefault: true, content: content())
    }
}

extension ToolbarItem where ID == String, Content: View {
    /// Creates an item with an identifier, for a customizable toolbar.
    public init(id: String, placement: ToolbarItemPlacement = .automatic, showsByDefault: Bool = true, @ViewBuilder content: () -> Content) {
        self.init(identifier: id, placement: placement, showsByDefault: showsByDefault, content: content())
    }
}

extension ToolbarItemGroup where Content: View {
    /// Creates a group of items at `placement`.
    public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
        self.init(placement: placement, content: content())
    }
}

extension ToolbarItem: View, _LayoutView where Content: View {
    /// The item's view.
    @inlinable public nonisolated var _layoutContent: Content { content }
}

extension ToolbarItemGroup: View, _LayoutView where Content: View {
    /// The items' views.
    @inlinable public nonisolated var _layoutContent: Content { content }
}

/// The items of a toolbar, as SwiftUI's `ToolbarContent`: what `@ToolbarContentBuilder` builds and
/// `toolbar { }` takes (`var items: some ToolbarContent { ToolbarItem … }`). Toolbar items are
/// views of this package, so the protocol refines `View`.
public protocol ToolbarContent: View {}

/// Toolbar items a user may customize, as SwiftUI's `CustomizableToolbarContent`.
public protocol CustomizableToolbarContent: ToolbarContent {}

/// Builds toolbar items from a block, as SwiftUI's `ToolbarContentBuilder`: a view builder, since
/// the items are views.
public typealias ToolbarContentBuilder = ViewBuilder

extension ToolbarItem: ToolbarContent where Content: View {}
extension ToolbarItem: CustomizableToolbarContent where ID == String, Content: View {}
extension ToolbarItemGroup: ToolbarContent where Content: View {}
extension TupleView: ToolbarContent {}
extension _ConditionalContent: ToolbarContent where TrueContent: ToolbarContent, FalseContent: ToolbarContent {}
extension Optional: ToolbarContent where Wrapped: ToolbarContent {}
extension Group: ToolbarContent where Content: ToolbarContent {}
