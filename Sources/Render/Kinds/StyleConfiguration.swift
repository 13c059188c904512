import Inspect

// The views a style's configuration stands for (`configuration.label`…): each drawn as a mark,
// which the styled view's own part (the control's label, the label's title…) replaces once the
// style's body is built (LayoutBuilder+Styles.swift). A body drawn for no styled view shows
// nothing there.

extension KindDrawing {
    /// A style configuration's label: the mark of the styled view's label.
    static let styleConfigurationLabel = KindDrawing { _, _, _ in LayoutNode(.textEnvironment(LayoutBuilder.styleLabelMark)) }
    /// A group box style's or a menu style's content: the mark of the styled view's content.
    static let styleConfigurationContent = KindDrawing { _, _, _ in LayoutNode(.textEnvironment(LayoutBuilder.styleContentMark)) }
    /// A label style's title: the mark of the styled label's title.
    static let styleConfigurationTitle = KindDrawing { _, _, _ in LayoutNode(.textEnvironment(LayoutBuilder.styleTitleMark)) }
    /// A label style's icon: the mark of the styled label's icon.
    static let styleConfigurationIcon = KindDrawing { _, _, _ in LayoutNode(.textEnvironment(LayoutBuilder.styleIconMark)) }
    /// A progress view style's current value label: the mark of the styled progress view's.
    static let styleConfigurationCurrentValueLabel = KindDrawing { _, _, _ in
        LayoutNode(.textEnvironment(LayoutBuilder.styleCurrentValueLabelMark))
    }
}
