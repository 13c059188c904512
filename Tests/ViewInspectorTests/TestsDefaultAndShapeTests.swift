import Foundation
import SwiftUI
import Testing
import ViewInspector
import Expectations

/// The ViewInspector names its tests reach: `Locale.testsDefault` and `InspectableShape`.
@MainActor @Suite(.serialized) struct TestsDefaultAndShapeTests {
    // Setting `Locale.testsDefault` changes what every test reads, so no test here sets it to
    // another locale: tests of other suites run beside these.
    @Test("Locale.testsDefault is the current locale until set, and is the locale string() reads in")
    func testsDefaultIsTheInspectorsDefault() throws {
        expectEqual(Locale.testsDefault.identifier, Locale.current.identifier)
        expectEqual(InspectableView.defaultLocale.identifier, Locale.testsDefault.identifier)
        let text = try Text("n \(1234, format: .number)").inspect().text()
        expectEqual(try text.string(), "n " + 1234.formatted(.number.locale(Locale.testsDefault)))
        expectEqual(try text.string(locale: Locale(identifier: "de_DE")), "n 1.234")
    }

    @Test("a filled shape is an InspectableShape whose outline is its shape's")
    func filledShapeIsInspectable() throws {
        let rect = CGRect(x: 0, y: 0, width: 100, height: 50)
        let filled: Any = Ellipse().offset(x: 3).fill()
        let inspectable = try #require(filled as? InspectableShape)
        expectEqual(inspectable.path(in: rect), Ellipse().offset(x: 3).path(in: rect))
        let text: Any = Text("x")
        #expect(!(text is InspectableShape))
    }
}
