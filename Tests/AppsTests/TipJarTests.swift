import Inspect
import SwiftUI
import Testing
@testable import TipJar
import Expectations

@MainActor @Suite struct TipJarTests {
    /// Types `amount` into the bill's field, as a user does: the focus starts on the field, the
    /// first control (the keyboard bar's Done button is the last, at the bottom); its formatted
    /// text is erased first, and Enter submits.
    private func enterAmount(_ amount: String, in app: HeadlessDriver) {
        app.press(.backspace, times: 12)
        app.type(amount)
        app.press(.enter)
    }

    @Test func theBillIsSplitByTheTipChosenAndThePeopleAtTheTable() throws {
        let app = try HeadlessDriver(app: TipJarApp(), width: 60, height: 20)
        expectContains(app.text, "Tip Jar")
        expectEqual(app.amount("Each pays")?.hasSuffix("0.00"), true)
        enterAmount("80", in: app)
        // 15% of 80, shared by two.
        expectEqual(app.row("Amount")?.contains("80.00"), true)
        expectEqual(app.amount("Tip")?.hasSuffix("12.00"), true)
        expectEqual(app.amount("Total")?.hasSuffix("92.00"), true)
        expectEqual(app.amount("Each pays")?.hasSuffix("46.00"), true)
        // The stepper after the field: a third diner.
        app.press(.tab)
        app.press(.right)
        expectContains(app.text, "Split 3 ways")
        expectEqual(app.amount("Each pays")?.hasSuffix("30.67"), true)
        #expect(app.click(on: "Round up each share"))
        expectEqual(app.amount("Each pays")?.hasSuffix("31.00"), true)
        #expect(app.click(on: "25%"))
        expectContains(app.text, "Superb service")
        expectEqual(app.amount("Total")?.hasSuffix("100.00"), true)
        expectEqual(app.amount("Each pays")?.hasSuffix("34.00"), true)
    }

    @Test func anAmountThatIsNoNumberLeavesTheBillAsItWas() throws {
        let app = try HeadlessDriver(app: TipJarApp(), width: 60, height: 20)
        enterAmount("12", in: app)
        expectEqual(app.amount("Total")?.hasSuffix("13.80"), true)
        app.press(.backspace, times: 12)
        app.type("lots")
        expectEqual(app.row("Amount")?.contains("lots"), true)
        app.press(.enter)
        expectEqual(app.row("Amount")?.contains("12.00"), true)
        expectEqual(app.amount("Total")?.hasSuffix("13.80"), true)
    }

    @Test func theViewsSayWhatKeyboardAndPickerTheyUse() throws {
        let view = try ContentView().inspect()
        let field = try view.find(TextField<Text>.self)
        expectEqual(try field.environment(\.keyboardType), .decimalPad)
        let picker = try view.find(where: { $0.kind == .picker })
        #expect(try picker.pickerStyle() is SegmentedPickerStyle)
        // In the order they are written: the label, then the options inside the picker's ForEach.
        let texts = try picker.findAll(Text.self).map { try $0.string() }
        expectEqual(texts, ["Service", "10%", "15%", "20%", "25%"])
        let row = try SummaryRow(title: "Tip", amount: 3.5, format: .currency(code: "EUR")).inspect()
        expectEqual(try row.find(text: "Tip").string(), "Tip")
        #expect(try row.hStack().text(2).string().contains("3.50"))
    }

    @Test func theBillRoundsEachShareUpOnlyWhenAsked() {
        var bill = Bill(amount: 100, diners: 3, rating: .great)
        expectEqual(bill.total, 120)
        expectEqual(bill.share, 40)
        bill.amount = 10
        expectEqual(bill.share, 4)
        bill.roundsUpShares = true
        bill.diners = 7
        expectEqual(bill.share, 2)
    }

    @Test func thePreviewsAreListedWithTheirNamesAndLayouts() throws {
        let found = previews(of: "TipJar")
        expectEqual(found.map(\.name), ["Empty bill", "Summary row"])
        expectEqual(found.last?.layout, .sizeThatFits)
        let row = inspect(try #require(found.last).makeView())
        expectEqual(try row.find(text: "Total").string(), "Total")
        #expect(try row.find(SummaryRow.self).hStack().text(2).string().contains("42.50"))
    }
}
