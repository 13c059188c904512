import Foundation

/// The modifier `containerRelativeFrame(_:alignment:)` and its `count:span:spacing:` and
/// length-closure forms apply: a frame sized from the nearest container's size on `axes`.
///
/// SwiftUI returns it as `some View`; its type is not public, so this package names it after
/// SwiftUI's other frame layouts, the fixed and the flexible one.
public struct _ContainerRelativeFrameLayout {
    /// How the frame's length follows from the container's.
    public enum Length {
        /// The container's whole length.
        case container
        /// `span` of `count` equal columns (or rows) with `spacing` between them.
        case grid(count: Int, span: Int, spacing: CGFloat)
        /// What the closure makes of the container's length on each axis.
        case custom((CGFloat, Axis) -> CGFloat)
    }

    /// The axes whose length follows the container's.
    public var axes: Axis.Set
    /// How the view is placed in the frame.
    public var alignment: Alignment
    /// How the length is worked out.
    public var length: Length

    /// Creates the modifier.
    public init(axes: Axis.Set, alignment: Alignment, length: Length) {
        self.axes = axes
        self.alignment = alignment
        self.length = length
    }

    /// The frame's length in a container `containerLength` long on `axis`.
    public func length(in containerLength: CGFloat, axis: Axis) -> CGFloat {
        switch length {
        case .container:
            return containerLength
        case let .grid(count, span, spacing):
            guard count > 0 else { return containerLength }
            let column = (containerLength - spacing * CGFloat(count - 1)) / CGFloat(count)
            let span = CGFloat(min(max(span, 1), count))
            return max(0, column * span + spacing * (span - 1))
        case .custom(let closure):
            return closure(containerLength, axis)
        }
    }
}
