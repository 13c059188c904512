import Builders
import Foundation
import Inspect
import Runtime
import Testing
import Expectations

/// A field of a number with a line showing the value, and a button after it.
private struct PriceForm: View {
    @State private var price = 2.0
    @State private var submitted = 0

    var body: some View {
        VStack(alignment: .leading) {
            TextField("Price", value: $price, format: .number)
                .onSubmit { submitted += 1 }
            Text("value \(price.formatted(.number)) submitted \(submitted)")
            Button("Double") { price *= 2 }
        }
    }
}

/// A field of a value read through a formatter of the first API.
private struct CountForm: View {
    @State private var count = 3
    private let formatter = NumberFormatter()

    var body: some View {
        VStack(alignment: .leading) {
            TextField("Count", value: $count, formatter: formatter)
            Text("count is \(count)")
        }
    }
}

/// A field of a formatted value keeps what is typed as its own text, as SwiftUI's does: the value
/// changes when the text is submitted with Enter or the focus leaves the field, and text that does
/// not parse leaves the value as it was.
@MainActor @Suite struct FormattedFieldTests {
    private func erase(_ app: HeadlessDriver, _ count: Int) {
        app.send(Array(repeating: .backspace, count: count))
    }

    @Test func whatIsTypedShowsInTheFieldAndEnterWritesIt() {
        let app = HeadlessDriver(PriceForm(), width: 40, height: 4)
        expectContains(app.text, "Price: [2▁")
        erase(app, 1)
        expectContains(app.text, "Price: [▁")
        app.type("12.")
        // A partial number shows as typed; the value is not written yet.
        expectContains(app.text, "Price: [12.▁")
        expectContains(app.text, "value 2 submitted 0")
        app.type("5")
        app.press(.enter)
        expectContains(app.text, "value 12.5 submitted 1")
        expectContains(app.text, "Price: [12.5▁")
    }

    @Test func leavingTheFieldWritesWhatWasTyped() {
        let app = HeadlessDriver(PriceForm(), width: 40, height: 4)
        app.type("0")
        expectContains(app.text, "value 2 submitted 0")
        app.press(.tab)
        expectContains(app.text, "value 20 submitted 0")
        // The value changed elsewhere shows in the field, formatted.
        app.press(.enter)
        expectContains(app.text, "Price: [40▁")
    }

    @Test func textThatDoesNotParseLeavesTheValueAsItWas() {
        let app = HeadlessDriver(PriceForm(), width: 40, height: 4)
        erase(app, 1)
        app.type("abc")
        expectContains(app.text, "Price: [abc▁")
        app.press(.enter)
        expectContains(app.text, "value 2 submitted 1")
        expectContains(app.text, "Price: [2▁")
    }

    @Test func aFormatterFieldWaitsForEnterToo() {
        let app = HeadlessDriver(CountForm(), width: 40, height: 3)
        app.type("0")
        expectContains(app.text, "Count: [30▁")
        expectContains(app.text, "count is 3")
        app.press(.enter)
        expectContains(app.text, "count is 30")
    }

    @Test func aPlainTextFieldStillWritesEachKey() {
        struct NameForm: View {
            @State private var name = ""
            var body: some View {
                VStack {
                    TextField("Name", text: $name)
                    Text("hello \(name)")
                }
            }
        }
        let app = HeadlessDriver(NameForm(), width: 40, height: 3)
        app.type("Ada")
        expectContains(app.text, "hello Ada")
    }
}
