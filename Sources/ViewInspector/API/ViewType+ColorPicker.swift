import Builders
import Foundation

extension ViewType {
    /// `ColorPicker`'s types.
    public enum ColorPicker {
        /// A colour's sRGB components, for comparing colours of different kinds in tests (a
        /// SwiftUI `Color.red` is not UIKit's `UIColor.red`): equal when each component differs
        /// by less than 1/256.
        public struct RGBA: Equatable, CustomStringConvertible {
            /// The red component, 0...1.
            public var red: CGFloat = 0
            /// The green component, 0...1.
            public var green: CGFloat = 0
            /// The blue component, 0...1.
            public var blue: CGFloat = 0
            /// The opacity, 0...1.
            public var alpha: CGFloat = 0

            /// The components of a Core Graphics colour (a grey's white as each of the three).
            public init(color: CGColor) {
                self.init(color: UIColor(cgColor: color))
            }

            /// The components of a SwiftUI colour, as UIKit resolves it (`Color.red` is `systemRed`).
            public init(color: Color) {
                self.init(color: UIColor(color))
            }

            /// The components of a UIKit colour.
            public init(color: UIColor) {
                color.getRed(&red, green: &green, blue: &blue, alpha: &alpha)
            }

            /// Whether every component of the two differs by less than 1/256.
            public static func == (lhs: RGBA, rhs: RGBA) -> Bool {
                func near(_ first: CGFloat, _ second: CGFloat) -> Bool { abs(first - second) < 1 / 256 }
                return near(lhs.red, rhs.red) && near(lhs.green, rhs.green) && near(lhs.blue, rhs.blue)
                    && near(lhs.alpha, rhs.alpha)
            }

            /// The components, as `RGBA(red: 1.0, green: 0.0, blue: 0.0, alpha: 1.0)`.
            public var description: String {
                "RGBA(red: \(red), green: \(green), blue: \(blue), alpha: \(alpha))"
            }
        }
    }
}
