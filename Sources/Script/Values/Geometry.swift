import Builders
import Foundation

// The geometry values modifiers take: insets (`padding(_:)`), points (`position(_:)`) and
// sizes (`offset(_:)`), each length signed; rectangles, and the members app code reads of them
// (`size.width`, `rect.midX`), with `UIScreen.main.bounds`.

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

extension ValueEntry {
    /// `CGRect(x:y:width:height:)`.
    static let rect = ValueEntry(name: "CGRect", labels: ["x", "y", "width", "height"]) { call in
        CGRect(x: try call.named("x", Convert.signedLength) ?? 0, y: try call.named("y", Convert.signedLength) ?? 0,
               width: try call.named("width", Convert.signedLength) ?? 0, height: try call.named("height", Convert.signedLength) ?? 0)
    }
}

/// `UIScreen.main` of a file read: the screen of a compact iPhone in portrait (390 × 844 points,
/// three pixels to a point), as Xcode's preview of an iPhone app shows it. A terminal has no
/// screen in points, and layout code sized from the screen (`frame(width: UIScreen.main.bounds.width * 0.8)`)
/// then lays out as it does on the phone the app was written for.
struct ReaderScreen {
    let bounds = CGRect(x: 0, y: 0, width: 390, height: 844)
    let scale: CGFloat = 3
}

/// The members app code reads of geometry values.
enum GeometryMembers {
    /// `value.name`, or nil when `value` is no geometry value or has no such member.
    static func member(of value: Any, _ name: String) -> Value? {
        switch value {
        case let size as CGSize:
            switch name {
            case "width": return .double(Double(size.width))
            case "height": return .double(Double(size.height))
            default: return nil
            }
        case let point as CGPoint:
            switch name {
            case "x": return .double(Double(point.x))
            case "y": return .double(Double(point.y))
            default: return nil
            }
        case let rect as CGRect:
            let lengths: [String: CGFloat] = [
                "width": rect.width, "height": rect.height, "minX": rect.minX, "midX": rect.midX, "maxX": rect.maxX,
                "minY": rect.minY, "midY": rect.midY, "maxY": rect.maxY,
            ]
            if let length = lengths[name] { return .double(Double(length)) }
            switch name {
            case "size": return .swiftValue(rect.size)
            case "origin": return .swiftValue(rect.origin)
            default: return nil
            }
        case let screen as ReaderScreen:
            switch name {
            case "bounds": return .swiftValue(screen.bounds)
            case "nativeBounds": return .swiftValue(CGRect(x: 0, y: 0, width: screen.bounds.width * screen.scale, height: screen.bounds.height * screen.scale))
            case "scale", "nativeScale": return .double(Double(screen.scale))
            default: return nil
            }
        default:
            return nil
        }
    }

    /// The members the reader knows on `value`, for suggestions.
    static func names(of value: Any) -> [String] {
        switch value {
        case is CGSize: ["width", "height"]
        case is CGPoint: ["x", "y"]
        case is CGRect: ["width", "height", "minX", "midX", "maxX", "minY", "midY", "maxY", "size", "origin"]
        case is ReaderScreen: ["bounds", "nativeBounds", "scale", "nativeScale"]
        default: []
        }
    }
}

extension EdgeInsets: HeldValueMembers {
    /// The four insets.
    static let memberNames = ["top", "leading", "bottom", "trailing"]

    /// `insets.top` and the other edges' insets.
    func member(_ name: String) -> Value? {
        switch name {
        case "top": .double(Double(top))
        case "leading": .double(Double(leading))
        case "bottom": .double(Double(bottom))
        case "trailing": .double(Double(trailing))
        default: nil
        }
    }
}
