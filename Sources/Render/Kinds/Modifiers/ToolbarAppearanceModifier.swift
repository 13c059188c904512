import Builders
import Inspect

extension ModifierDrawing {
    /// `toolbar(.hidden, for: .navigationBar)` (`ToolbarAppearanceModifier`): the title and toolbar
    /// lines drawn above the view so far are left out (a title or toolbar outside it checks
    /// `navigationBarHidden()` itself). Its other settings change nothing a terminal draws.
    static let toolbarAppearanceModifier = ModifierDrawing(typeNames: ["ToolbarAppearanceModifier"]) { _, node, modifier, _ in
        guard let appearance = modifier.value as? ToolbarAppearanceModifier, appearance.visibility == .hidden,
              appearance.bars.contains(.navigationBar) || appearance.bars.contains(.automatic),
              case .effect(.bars(let bars)) = node.kind, let content = bars.content else { return node }
        return content
    }
}

extension LayoutBuilder {
    /// Whether `view`'s navigation bar is hidden (`toolbar(.hidden, for: .navigationBar)` or
    /// `navigationBarHidden(true)` on it or a view containing it): no title or toolbar line is drawn.
    static func hidesNavigationBar(_ view: InspectableView) -> Bool {
        (try? view.navigationBarHidden()) == true
    }
}
