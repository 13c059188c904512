// MARK: Image is Equatable, as in SwiftUI.

extension Image: Equatable {
    /// Two images are equal when they show the same thing the same way: the same name from the
    /// same place, with the same label, made resizable, tinted, interpolated and antialiased
    /// alike. Images wrapped more than ``equalityDepthLimit`` deep compare as unequal.
    public static func == (lhs: Image, rhs: Image) -> Bool {
        var pair = (lhs, rhs)
        for _ in 0..<equalityDepthLimit {
            switch pair.0.provider.compare(with: pair.1.provider) {
            case .equal: return true
            case .unequal: return false
            case let .wrapped(left, right): pair = (left, right)
            }
        }
        return false
    }

    /// How many images wrapped in images (`resizable()`, `renderingMode(_:)`…) equality looks through.
    static let equalityDepthLimit = 256
}
