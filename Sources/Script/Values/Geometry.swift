import Builders
import Foundation

// The geometry values modifiers take: insets (`padding(_:)`), points (`position(_:)`) and
// sizes (`offset(_:)`), each length signed.

extension ValueEntry {
    /// `EdgeInsets(top:leading:bottom:trailing:)`.
    static let edgeInsets = ValueEntry(name: "EdgeInsets", labels: ["top", "leading", "bottom", "trailing"]) { call in
        EdgeInsets(top: try call.named("top", Convert.signedLength) ?? 0, leading: try call.named("leading", Convert.signedLength) ?? 0,
                   bottom: try call.named("bottom", Convert.signedLength) ?? 0, trailing: try call.named("trailing", Convert.signedLength) ?? 0)
    }

    /// `CGPoint(x:y:)`.
    static let point = ValueEntry(name: "CGPoint", labels: ["x", "y"]) { call in
        CGPoint(x: try call.named("x", Convert.signedLength) ?? 0, y: try call.named("y", Convert.signedLength) ?? 0)
    }

    /// `CGSize(width:height:)`.
    static let size = ValueEntry(name: "CGSize", labels: ["width", "height"]) { call in
        CGSize(width: try call.named("width", Convert.signedLength) ?? 0, height: try call.named("height", Convert.signedLength) ?? 0)
    }
}
