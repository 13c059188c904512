import Inspect

/// How one type of view modifier is drawn: what it makes of the node of the view it modifies
/// (a frame, a style, a layer over it, the views it holds and shows).
///
/// Each drawing is a static member in the modifier's own file of this folder (a family of one
/// shape shares a file), naming the modifier types it draws by their type names
/// (`InspectedModifier.typeName`); ``all`` lists them, and the builder looks each modifier up by
/// its type name, applying the modifiers innermost first. A modifier of a type without a drawing
/// leaves the node as it is.
struct ModifierDrawing: Sendable {
    /// The type names (without generic arguments) of the modifiers drawn so.
    let typeNames: [String]
    /// The node of the view with `modifier` applied to `node`; `site` says where the modifier stands.
    let draw: @Sendable (_ builder: LayoutBuilder, _ node: LayoutNode, _ modifier: InspectedModifier, _ site: inout ModifierSite) throws -> LayoutNode

    /// A drawing of the modifiers of the given type names.
    init(
        typeNames: [String],
        draw: @escaping @Sendable (_ builder: LayoutBuilder, _ node: LayoutNode, _ modifier: InspectedModifier, _ site: inout ModifierSite) throws -> LayoutNode
    ) {
        self.typeNames = typeNames
        self.draw = draw
    }

    /// The drawing of the modifiers of type `typeName`, or nil when the renderer draws none.
    static func of(_ typeName: String) -> ModifierDrawing? {
        byTypeName[typeName]
    }

    /// Every modifier drawing. Add a modifier here, and its drawing in a file of its own.
    static let all: [ModifierDrawing] = [
        .paddingLayout, .frameLayout, .flexFrameLayout, .containerRelativeFrameLayout, .overlayModifier, .backgroundModifier,
        .preferenceValueModifiers,
        .environmentKeyWritingModifier, .environmentKeyTransformModifier, .opacityEffect, .hiddenModifier, .offsetEffect, .positionLayout,
        .fixedSizeLayout,
        .foregroundStyleModifier, .backgroundStyleModifier,
        .toggleStyleModifier, .buttonStyleModifier, .buttonStyleContainerModifier,
        // MARK: The views modifiers hold and show
        .navigationPropertiesModifier, .toolbarModifier, .presentationModifiers,
        .navigationBarItemsModifier, .searchableModifier, .toolbarAppearanceModifier, .insetViewModifier,
        // MARK: List rows
        .rowActionsModifiers, .traitWritingModifier,
    ]

    private static let byTypeName: [String: ModifierDrawing] = {
        var table: [String: ModifierDrawing] = [:]
        for drawing in all {
            for name in drawing.typeNames where table[name] == nil {
                table[name] = drawing
            }
        }
        return table
    }()
}

/// Where a modifier is drawn: the view it modifies, the view's layout level, the modifier's place
/// among the view's modifiers, and what the modifiers drawn before it counted.
struct ModifierSite {
    /// The view the modifier modifies.
    let view: InspectableView
    /// The view's layout level, its modifiers included.
    let depth: Int
    /// The modifier's place among the view's modifiers, innermost first (what places the
    /// views it holds, such as a presentation).
    var slot = 0
    /// The backgrounds met so far, innermost first, as the inspector's `background(_:)` numbers them.
    var backgrounds = 0

    /// The site of the first modifier of `view`.
    init(view: InspectableView, depth: Int) {
        self.view = view
        self.depth = depth
    }
}
