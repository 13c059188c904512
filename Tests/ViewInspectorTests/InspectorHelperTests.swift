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

@Suite struct ColorComponentsTests {
    typealias RGBA = ViewType.ColorPicker.RGBA

    @Test func colorsOfEveryKindCompareByTheirComponentsWithinAStepOfAByte() {
        expectEqual(RGBA(color: CGColor(gray: 1, alpha: 1)), RGBA(color: UIColor.white))
        expectEqual(RGBA(color: UIColor(red: 0.3, green: 0.4, blue: 0.5, alpha: 0.6)),
                    RGBA(color: Color(red: 0.3, green: 0.4, blue: 0.5, opacity: 0.6)))
        // SwiftUI's red is UIKit's systemRed (1, 0.231, 0.188), not pure red.
        #expect(RGBA(color: Color.red) != RGBA(color: UIColor.red))
        expectEqual(RGBA(color: Color.red), RGBA(color: UIColor.systemRed))
        // 1/512 apart is equal, 1/128 apart is not.
        expectEqual(RGBA(color: CGColor(gray: 0.5, alpha: 1)), RGBA(color: CGColor(gray: 0.5 + 1.0 / 512, alpha: 1)))
        #expect(RGBA(color: CGColor(gray: 0.5, alpha: 1)) != RGBA(color: CGColor(gray: 0.5 + 1.0 / 128, alpha: 1)))
    }
}

