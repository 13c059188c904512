import SwiftUI
import Testing
import ViewInspector
import Expectations

/// A value SwiftUI does not make Equatable, made comparable for a test.
private struct Swatch: BinaryEquatable {
    let colors: [Color]
    let width: Double
}

@Suite struct BinaryEquatableTests {
    @Test func valuesHoldingTheSameThingsAreEqual() {
        expectEqual(Swatch(colors: [.red, .blue], width: 2), Swatch(colors: [.red, .blue], width: 2))
    }

    @Test func aDifferenceAnywhereInsideMakesThemUnequal() {
        #expect(Swatch(colors: [.red, .blue], width: 2) != Swatch(colors: [.red, .green], width: 2))
        #expect(Swatch(colors: [.red], width: 2) != Swatch(colors: [.red], width: 3))
    }
}
