import SwiftUI
import Testing
import ViewInspector
import Expectations

private struct Reading {
    struct Inner { let depth = 3 }
    let title = "Walk"
    let inner = Inner()
}

@Suite struct InspectorHelperTests {
    @Test func attributesAreReadByLabelAndByPath() throws {
        expectEqual(try Inspector.attribute(label: "title", value: Reading(), type: String.self), "Walk")
        expectEqual(try Inspector.attribute(path: "inner|depth", value: Reading(), type: Int.self), 3)
    }

    @Test func aMissingLabelNamesItAndWhereTheReadStopped() {
        expectThrows(InspectionError.attributeNotFound("a stored property 'width' at inner", in: "Inner", path: "inner|width")) {
            try Inspector.attribute(path: "inner|width", value: Reading())
        }
    }

    @Test func aValueOfAnotherTypeIsATypeMismatchNamingBoth() {
        expectThrows(InspectionError.valueTypeMismatch(found: "Int", expected: "String")) {
            try Inspector.cast(value: 8, type: String.self)
        }
        expectThrows(InspectionError.valueTypeMismatch(found: "String", expected: "Int")) {
            try Inspector.attribute(label: "title", value: Reading(), type: Int.self)
        }
    }
}
