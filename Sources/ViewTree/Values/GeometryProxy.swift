import Foundation

/// The size and place of the space a view is laid out in, as SwiftUI's `GeometryProxy` hands it
/// to the content of a geometry reader: `size`, `safeAreaInsets` and `frame(in:)`.
///
/// The inspector hands over the proxy of an empty space (every length 0), as ViewInspector does;
/// a terminal has no safe area, so its insets are 0.
public struct GeometryProxy: Sendable {
    /// The size of the space offered.
    public let size: CGSize
    /// The insets of the safe area within that space.
    public let safeAreaInsets: EdgeInsets
    /// Where the space's top leading corner is on the screen.
    package let globalOrigin: CGPoint

    /// A proxy of a space of `size` whose top leading corner is at `globalOrigin` on the screen.
    package init(size: CGSize = .zero, safeAreaInsets: EdgeInsets = EdgeInsets(), globalOrigin: CGPoint = .zero) {
        self.size = size
        self.safeAreaInsets = safeAreaInsets
        self.globalOrigin = globalOrigin
    }

    /// The space's frame in `coordinateSpace`: at the origin in its own space, at its place on
    /// the screen in the global one. A named space is measured from the screen, as no view
    /// names its space for a proxy here.
    public func frame(in coordinateSpace: CoordinateSpace) -> CGRect {
        switch coordinateSpace {
        case .local: CGRect(origin: .zero, size: size)
        case .global, .named: CGRect(origin: globalOrigin, size: size)
        }
    }
}
