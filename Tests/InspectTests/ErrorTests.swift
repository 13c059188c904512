import Builders
import Inspect
import Testing
import Expectations

/// Every error case, with its exact text.
@MainActor @Suite struct ErrorTests {
    @Test func typeMismatchNamesThePathWhatItFoundAndWhatWasAsked() throws {
        // ViewInspector's wording: the step's path, then what it found instead of what was asked.
        let error = InspectionError.typeMismatch(expected: "Text", found: "Button", path: "vStack().button(1)")
        expectEqual(error.description, "vStack().button(1) found Button instead of Text")
        expectThrows(error) {
            try VStack { Text("a"); Button("b") {} }.inspect().vStack().text(1)
        }
    }

    @Test func everyErrorIsItsOwnLocalizedDescription() {
        // Foundation's default for a Swift error is "The operation could not be completed…".
        let errors: [InspectionError] = [
            .typeMismatch(expected: "Text", found: "Button", path: "vStack().button(1)"),
            .notFound(searched: "with tag 9", skipped: 3, path: "hStack()"),
            .indexOutOfRange(index: 5, count: 2, path: "hStack()"),
            .attributeNotFound("a tag", in: "Text", path: "text()"),
            .notSupported("x", path: ""),
            .viewAbsent(expected: "Text", path: "vStack().text(0)"),
            .missingEnvironmentObject("Store", path: "view(Row.self)"),
        ]
        for error in errors {
            expectEqual((error as Error).localizedDescription, error.description)
        }
    }

    @Test func indexOutOfRangeNamesIndexCountAndPath() throws {
        let error = InspectionError.indexOutOfRange(index: 5, count: 2, path: "hStack()")
        expectEqual(error.description, "index out of range at hStack(): asked for child 5, found 2 children")
        expectThrows(error) {
            try HStack { Text("a"); Text("b") }.inspect().hStack().text(5)
        }
    }

    @Test func notFoundNamesTheSearchAndTheSkippedCount() throws {
        let error = InspectionError.notFound(searched: "with tag 9", skipped: 3, path: "hStack()")
        expectEqual(error.description, "not found below hStack(): no view with tag 9 among 3 candidates")
        expectThrows(error) {
            try HStack { Text("a").tag(1); Text("b") }.inspect().find(viewWithTag: 9)
        }
    }

    @Test func attributeNotFoundNamesTheAttributeAndTheView() throws {
        let error = InspectionError.attributeNotFound("a tag", in: "Text", path: "text()")
        expectEqual(error.description, "attribute not found at text(): expected a tag, found none on Text")
        expectThrows(error) { try Text("a").inspect().tag() }
        expectThrows(InspectionError.attributeNotFound("an id", in: "Text", path: "text()")) { try Text("a").inspect().id() }
    }

    @Test func notSupportedNamesWhatAndWhere() throws {
        struct AlienForEach { var data = [1]; var content: (Int) -> Int = { $0 } }
        let error = InspectionError.notSupported("the path step \"text\": expected a call such as text(0)", path: "text")
        expectEqual(error.description, "not supported at text: the path step \"text\": expected a call such as text(0)")
        expectThrows(error) { try Text("a").inspect().descendant(atPath: "text") }
    }

    @Test func anErrorMadeWithoutAPlaceNamesNone() {
        expectEqual(InspectionError.notSupported("Not found", path: "").description, "Not found")
        expectEqual(InspectionError.notSupported("Not found", path: "").localizedDescription, "Not found")
        // Worded as ViewInspector words the same error.
        expectEqual(InspectionError.attributeNotFound("a name", in: "Image", path: "").description, "Image does not have a name")
        expectEqual(InspectionError.typeMismatch(expected: "Text", found: "Image", path: "").description, "found Image instead of Text")
        expectEqual(InspectionError.notFound(searched: "", skipped: 1, path: "").description, "Search did only find 1 matches")
        expectEqual(InspectionError.indexOutOfRange(index: 2, count: 1, path: "").description, "Enclosed view index '2' is out of bounds: '0 ..< 1'")
        expectEqual(InspectionError.viewAbsent(expected: "Text", path: "").description, "View for Text is absent")
    }
}
