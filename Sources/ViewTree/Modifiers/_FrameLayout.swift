import Foundation

/// The modifier `frame(width:height:alignment:)` applies: a fixed size on either axis.
public struct _FrameLayout: Sendable {
    /// The fixed width, or nil to keep the content's.
    public var width: CGFloat?
    /// The fixed height, or nil to keep the content's.
    public var height: CGFloat?
    /// Where the content sits inside the frame.
    public var alignment: Alignment

    /// Creates a fixed frame.
    public init(width: CGFloat?, height: CGFloat?, alignment: Alignment) {
        self.width = width
        self.height = height
        self.alignment = alignment
    }
}

/// The modifier `frame(minWidth:idealWidth:maxWidth:minHeight:idealHeight:maxHeight:alignment:)` applies.
public struct _FlexFrameLayout: Sendable {
    /// The least width.
    public var minWidth: CGFloat?
    /// The preferred width.
    public var idealWidth: CGFloat?
    /// The greatest width; `.infinity` fills the offered width.
    public var maxWidth: CGFloat?
    /// The least height.
    public var minHeight: CGFloat?
    /// The preferred height.
    public var idealHeight: CGFloat?
    /// The greatest height; `.infinity` fills the offered height.
    public var maxHeight: CGFloat?
    /// Where the content sits inside the frame.
    public var alignment: Alignment

    /// Creates a flexible frame.
    public init(minWidth: CGFloat?, idealWidth: CGFloat?, maxWidth: CGFloat?, minHeight: CGFloat?, idealHeight: CGFloat?, maxHeight: CGFloat?, alignment: Alignment) {
        self.minWidth = minWidth
        self.idealWidth = idealWidth
        self.maxWidth = maxWidth
        self.minHeight = minHeight
        self.idealHeight = idealHeight
        self.maxHeight = maxHeight
        self.alignment = alignment
    }
}
