import Builders
import Testing
import Expectations

/// Images compare as SwiftUI's do: by what they show and how.
@Suite struct ImageEqualityTests {
    @Test func imagesOfTheSameNameAndPlaceAreEqual() {
        expectEqual(Image(systemName: "star"), Image(systemName: "star"))
        expectEqual(Image("logo"), Image("logo"))
        #expect(Image(systemName: "star") != Image(systemName: "heart"))
        // The same name from the symbols and from the app's assets are different images.
        #expect(Image(systemName: "logo") != Image("logo"))
        #expect(Image(decorative: "logo") != Image("logo"))
    }

    @Test func imagesWrappedAlikeAreEqualAndOtherwiseNot() {
        expectEqual(Image("logo").resizable(), Image("logo").resizable())
        expectEqual(Image("logo").resizable().renderingMode(.template), Image("logo").resizable().renderingMode(.template))
        #expect(Image("logo").resizable() != Image("logo"))
        #expect(Image("logo").renderingMode(.template) != Image("logo").renderingMode(.original))
        #expect(Image("logo").resizable().interpolation(.high) != Image("other").resizable().interpolation(.high))
    }

    @Test func imagesWrappedBeyondTheDepthLimitCompareWithoutExhaustingTheStack() {
        var deep = Image("logo")
        for _ in 0..<10_000 { deep = deep.antialiased(true) }
        #expect(deep != deep.antialiased(true))
        expectEqual(deep, deep)
    }
}
