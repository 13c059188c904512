import Builders
import Foundation
import Inspect
import Testing
import Expectations

// ViewInspector's verbs on a TextField of a formatted value and on a ProgressView of a
// Foundation `Progress`.

private final class Box<Value> {
    var value: Value
    init(_ value: Value) { self.value = value }
    var binding: Binding<Value> { Binding(get: { self.value }, set: { self.value = $0 }) }
}

@MainActor @Suite struct FormattedTextFieldVerbTests {
    @Test func inputIsTheFormattedValueAndSetInputParsesIt() throws {
        let age = Box(7)
        let view = VStack { TextField("Age", value: age.binding, format: .number) }
        let field = try view.inspect().vStack().textField(0)
        expectEqual(try field.input(), "7")
        expectEqual(try field.labelView().text().string(), "Age")
        try field.setInput("1,234")
        expectEqual(age.value, 1234)
        expectEqual(try field.input(), "1,234")
        // Text the format cannot read leaves the value, and the field shows it formatted again.
        try field.setInput("many")
        expectEqual(age.value, 1234)
        expectEqual(try field.input(), "1,234")
    }

    @Test func aDisabledFormattedFieldRefusesInput() throws {
        let age = Box(7)
        let view = TextField("Age", value: age.binding, format: .number).disabled(true)
        expectThrows(InspectionError.notSupported("setInput(_:) on a disabled TextField", path: "textField()")) {
            try view.inspect().textField().setInput("8")
        }
        expectEqual(age.value, 7)
    }

    @Test func aPercentFieldShowsAndReadsPercent() throws {
        let share = Box(0.25)
        let field = try TextField("Share", value: share.binding, format: .percent).inspect()
        expectEqual(try field.input(), "25%")
        try field.setInput("50%")
        expectEqual(share.value, 0.5)
    }
}

@MainActor @Suite struct ObservedProgressVerbTests {
    @Test func progressIsTheProgressAndFractionFollowsIt() throws {
        let progress = Progress(totalUnitCount: 100)
        progress.completedUnitCount = 10
        let view = HStack { Text("Upload"); ProgressView(progress) }
        let sut = try view.inspect().hStack().progressView(1)
        expectEqual(try sut.progress().completedUnitCount, 10)
        expectEqual(try sut.progress().totalUnitCount, 100)
        expectEqual(try sut.fractionCompleted(), 0.1)
        progress.completedUnitCount = 50
        #expect(try sut.fractionCompleted() == 0.5, "read each time it is asked")
        expectEqual(try view.inspect().find { $0.kind == .progressView }.pathToRoot, "hStack().progressView(1)")
    }

    @Test func anIndeterminateProgressHasNoFraction() throws {
        expectEqual(try ProgressView(Progress(totalUnitCount: -1)).inspect().fractionCompleted(), nil)
    }

    @Test func aProgressViewOfAValueHasNoProgress() {
        expectThrows(InspectionError.attributeNotFound("a Progress at base|observing|progress", in: "ProgressView<EmptyView, EmptyView>", path: "progressView()")) {
            try ProgressView(value: 0.5).inspect().progress()
        }
        expectThrows(InspectionError.typeMismatch(expected: "ProgressView", found: "Text", path: "text()")) {
            try Text("x").inspect().progress()
        }
        expectThrows(InspectionError.attributeNotFound("a view at base|custom|label|some", in: "ProgressView<EmptyView, EmptyView>", path: "progressView()")) {
            try ProgressView(Progress(totalUnitCount: 1)).inspect().labelView()
        }
    }
}
