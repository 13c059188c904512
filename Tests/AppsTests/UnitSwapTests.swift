import Inspect
import SwiftUI
import Testing
@testable import UnitSwap
import Expectations

@MainActor @Suite(.serialized) struct UnitSwapTests {
    static let keys = ["fromUnit", "toUnit", "showsFormula"]

    @Test func aLengthTypedIsConvertedAsItIsTyped() throws {
        forgetStoredValues(Self.keys)
        defer { forgetStoredValues(Self.keys) }
        let app = try HeadlessDriver(app: UnitSwapApp(), width: 60, height: 16)
        expectContains(app.text, "From: km")
        expectContains(app.text, "To: mi")
        expectContains(app.text, "—")
        // The field is the first control.
        app.type("10")
        expectContains(app.text, "6.214 mi")
        app.type(",5")
        expectContains(app.text, "6.524 mi")
    }

    @Test func swappingTheUnitsIsRememberedForTheNextLaunch() throws {
        forgetStoredValues(Self.keys)
        defer { forgetStoredValues(Self.keys) }
        let app = try HeadlessDriver(app: UnitSwapApp(), width: 60, height: 16)
        app.type("1")
        #expect(app.click(on: "Swap units"))
        expectContains(app.text, "From: mi")
        expectContains(app.text, "To: km")
        expectContains(app.text, "1.609 km")
        // The units picked are stored: a new launch starts with them.
        let next = try HeadlessDriver(app: UnitSwapApp(), width: 60, height: 16)
        expectContains(next.text, "From: mi")
        expectContains(next.text, "To: km")
    }

    @Test func aPickerStepsThroughTheUnitsAndTheFormulaShowsOnRequest() throws {
        forgetStoredValues(Self.keys)
        defer { forgetStoredValues(Self.keys) }
        let app = try HeadlessDriver(app: UnitSwapApp(), width: 60, height: 16)
        app.type("3")
        // The From picker, after the field: Enter chooses the next unit, inches.
        app.press(.tab)
        app.press(.enter)
        expectContains(app.text, "From: in")
        expectNotContains(app.text, "1 in =")
        #expect(app.click(on: "Show formula"))
        expectContains(app.text, "[x] Show formula")
        expectContains(app.text, "1 in = ")
    }

    @Test func theFieldAndTheFormulaSayHowTheyAreTypedAndShown() throws {
        forgetStoredValues(Self.keys)
        defer { forgetStoredValues(Self.keys) }
        let field = try ContentView().inspect().find(TextField<Text>.self)
        expectEqual(try field.environment(\.keyboardType), .decimalPad)
        #expect(field.autocorrectionDisabled())
        // Without the formula asked for, there is none; with it stored, it fades in.
        let isFormula: (InspectableView) -> Bool = { (try? $0.string())?.hasPrefix("1 km = ") == true }
        expectThrows(InspectionError.self) { try ContentView().inspect().find(where: isFormula) }
        AppStorageFile.standard.set(true, forKey: "showsFormula")
        let formula = try ContentView().inspect().find(where: isFormula)
        #expect(try formula.string().hasSuffix(" mi"))
        expectEqual(try formula.transition(), .opacity)
    }

    @Test func unitsConvertThroughFoundationsMeasurements() {
        expectEqual(LengthUnit.kilometers.convert(1, to: .meters), 1000)
        #expect(abs(LengthUnit.feet.convert(3, to: .yards) - 1) < 1e-9)
        expectEqual(LengthUnit.allCases.map(\.symbol).count, Set(LengthUnit.allCases.map(\.symbol)).count)
    }

    @Test func thePreviewIsListed() throws {
        let found = previews(of: "UnitSwap")
        expectEqual(found.map(\.name), [nil])
        expectEqual(try inspect(found[0].makeView()).find(button: "Swap units").labelView().text().string(), "Swap units")
    }
}
