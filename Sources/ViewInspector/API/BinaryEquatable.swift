/// A type whose values are equal when everything they hold is, for tests that compare values
/// SwiftUI does not make `Equatable` (a gradient a view was given, a preview layout), as
/// ViewInspector's `BinaryEquatable`: `extension LinearGradient: BinaryEquatable {}` lets
/// `XCTAssertEqual(try view.inspect().border(LinearGradient.self).shapeStyle, gradient)` compile.
///
/// Two values are equal when their full descriptions (every stored property, recursively, as
/// `dump(_:)` writes them) are; a type that is `Equatable` already keeps its own `==`.
public protocol BinaryEquatable: Equatable {}

extension BinaryEquatable {
    /// Whether the two values hold the same stored properties, all the way down.
    public static func == (lhs: Self, rhs: Self) -> Bool {
        Self.fullDescription(of: lhs) == Self.fullDescription(of: rhs)
    }

    private static func fullDescription(of value: Self) -> String {
        var text = ""
        dump(value, to: &text)
        return text
    }
}
