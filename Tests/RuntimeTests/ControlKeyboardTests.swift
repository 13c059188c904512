import Builders
import Foundation
import Inspect
import Runtime
import Terminal
import Testing
import Expectations

// Fixtures: one screen per control, with its value shown as text so the tests read it back.

private struct NameField: View {
    @State private var name = ""

    var body: some View {
        VStack(alignment: .leading) {
            TextField("Name", text: $name)
            Text("name=\(name).")
        }
    }
}

private struct PasswordField: View {
    @State private var password = ""

    var body: some View {
        VStack(alignment: .leading) {
            SecureField("Password", text: $password)
            Text("\(password.count) typed, \(password == "s3cret" ? "right" : "wrong")")
        }
    }
}

private struct Notes: View {
    @State private var notes = "ab"

    var body: some View {
        VStack(alignment: .leading) {
            TextEditor(text: $notes)
            Text("lines=\(notes.split(separator: "\n", omittingEmptySubsequences: false).count)")
        }
    }
}

private struct Counting: View {
    @State private var count = 1

    var body: some View {
        VStack(alignment: .leading) {
            Stepper("Count", value: $count, in: 0...3)
            Text("count=\(count)")
        }
    }
}

private struct Volume: View {
    @State private var volume = 4.0

    var body: some View {
        VStack(alignment: .leading) {
            Slider(value: $volume, in: 0...10, step: 2) { Text("Volume") }
            Text("volume=\(Int(volume))")
        }
    }
}

private struct Due: View {
    @State private var due: Date

    init(_ date: Date) {
        _due = State(wrappedValue: date)
    }

    var body: some View {
        DatePicker("Due", selection: $due, displayedComponents: [.date])
    }
}

private struct Themes: View {
    let segmented: Bool
    @State private var theme = "light"

    var body: some View {
        VStack(alignment: .leading) {
            if segmented {
                picker.pickerStyle(.segmented)
            } else {
                picker.pickerStyle(.menu)
            }
            Text("theme=\(theme)")
        }
    }

    private var picker: some View {
        Picker("Theme", selection: $theme) {
            Text("Light").tag("light")
            Text("Dark").tag("dark")
            Text("System").tag("system")
        }
    }
}

private struct More: View {
    @State private var expanded = false

    var body: some View {
        DisclosureGroup("More", isExpanded: $expanded) {
            Text("Hidden details")
        }
    }
}

private struct Tabs: View {
    @State private var tab = 0

    var body: some View {
        TabView(selection: $tab) {
            Text("First page").tabItem { Text("One") }.tag(0)
            Text("Second page").tabItem { Text("Two") }.tag(1)
        }
    }
}

private struct Navigating: View {
    var body: some View {
        NavigationStack {
            VStack(alignment: .leading) {
                Counter(name: "home")
                NavigationLink(destination: Text("Detail page")) { Text("Details") }
            }
        }
    }
}

private struct ManyButtons: View {
    var body: some View {
        VStack(alignment: .leading) {
            ForEach(0..<30) { index in
                Button("Button \(index)") {}
            }
        }
    }
}

@MainActor @Suite struct ControlKeyboardTests {
    /// Moves the focus to the first control of `kind`.
    private func focus(_ app: HeadlessDriver, on kind: ViewKind) {
        guard let index = app.runtime.currentScreen?.focusTargets.firstIndex(where: { $0.source?.kind == kind }) else {
            Issue.record("no focusable \(kind)")
            return
        }
        app.runtime.moveFocus(to: index)
        app.settle()
    }

    // MARK: Text

    @Test func typingIntoATextFieldWritesItsBindingAtTheCursor() {
        let app = HeadlessDriver(NameField(), width: 40, height: 4)
        focus(app, on: .textField)
        app.type("héllo 中")
        expectContains(app.text, "name=héllo 中.")
        expectEqual(app.runtime.textCursor, 7)
        app.send(.left, .left)
        app.type("X")
        expectContains(app.text, "name=hélloX 中.")
        app.send(.home, .backspace, .delete)
        expectContains(app.text, "name=élloX 中.")
        expectEqual(app.runtime.textCursor, 0)
    }

    @Test func wordMovesStopAtWordEdges() {
        let app = HeadlessDriver(NameField(), width: 40, height: 4)
        focus(app, on: .textField)
        app.type("one two three")
        app.send(.wordLeft)
        expectEqual(app.runtime.textCursor, 8)
        app.send(.wordLeft, .wordLeft)
        expectEqual(app.runtime.textCursor, 0)
        app.send(.wordRight)
        expectEqual(app.runtime.textCursor, 3)
        app.send(.end)
        expectEqual(app.runtime.textCursor, 13)
    }

    @Test func theCursorStandsAfterWideCharactersAtTheirDisplayWidth() {
        let app = HeadlessDriver(NameField(), width: 40, height: 4)
        focus(app, on: .textField)
        let start = app.runtime.cursorPosition
        app.type("中a")
        // "Name: [" is 7 columns; 中 takes two, a one.
        expectEqual(start?.column, 7)
        expectEqual(app.runtime.cursorPosition?.column, 10)
        expectEqual(app.runtime.cursorPosition?.row, 0)
    }

    @Test func quitKeysAreTextInsideATextField() {
        let app = HeadlessDriver(NameField(), width: 40, height: 4)
        focus(app, on: .textField)
        app.type("q q")
        #expect(!app.quitRequested)
        expectContains(app.text, "name=q q.")
    }

    @Test func theCursorNeverLeavesTheText() {
        let app = HeadlessDriver(NameField(), width: 40, height: 4)
        focus(app, on: .textField)
        let keys: [Key] = [.character("a"), .left, .left, .backspace, .right, .right, .right, .delete, .character("é"),
                           .wordRight, .wordLeft, .backspace, .end, .delete, .home, .left, .character("中"), .backspace, .backspace]
        for key in keys {
            app.press(key)
            let text = (try? app.inspect().find(where: { $0.kind == .textField }).input()) ?? ""
            let cursor = app.runtime.textCursor ?? -1
            #expect((0...text.count).contains(cursor), "cursor \(cursor) outside \(text.debugDescription) after \(key)")
        }
    }

    @Test func aSecureFieldShowsNoneOfItsText() {
        let app = HeadlessDriver(PasswordField(), width: 40, height: 4)
        focus(app, on: .secureField)
        app.type("s3cret")
        expectContains(app.text, "6 typed, right")
        expectNotContains(app.text, "s3cret")
        expectContains(app.text, "••••••")
        app.send(.left)
        expectEqual(app.runtime.cursorPosition?.column, "Password: [".count + 5)
    }

    @Test func enterInATextEditorStartsALine() {
        let app = HeadlessDriver(Notes(), width: 40, height: 8)
        focus(app, on: .textEditor)
        app.send(.enter)
        app.type("cd")
        expectContains(app.text, "lines=2")
        expectContains(app.text, "cd")
        // Inside the box's border: second line, after "cd".
        expectEqual(app.runtime.cursorPosition.map { [$0.row, $0.column] }, [2, 3])
    }

    // MARK: Values

    @Test func aStepperStepsWithPlusMinusAndArrowsAndNeverLeavesItsRange() {
        let app = HeadlessDriver(Counting(), width: 40, height: 4)
        focus(app, on: .stepper)
        app.send(.character("+"))
        expectContains(app.text, "count=2")
        for _ in 0..<5 { app.press(.right) }
        expectContains(app.text, "count=3")
        for _ in 0..<9 { app.press(.character("-")) }
        expectContains(app.text, "count=0")
        app.press(.left)
        expectContains(app.text, "count=0")
    }

    @Test func aSliderMovesByItsStepAndHomeEndGoToItsEnds() {
        let app = HeadlessDriver(Volume(), width: 40, height: 4)
        focus(app, on: .slider)
        app.press(.right)
        expectContains(app.text, "volume=6")
        app.press(.end)
        expectContains(app.text, "volume=10")
        app.press(.right)
        expectContains(app.text, "volume=10")
        app.send(.home, .left)
        expectContains(app.text, "volume=0")
    }

    @Test func aDatePickerIsEditedFieldByField() throws {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone.current
        let date = try #require(calendar.date(from: DateComponents(year: 2026, month: 1, day: 31, hour: 12)))
        let app = HeadlessDriver(Due(date), width: 40, height: 3)
        focus(app, on: .datePicker)
        app.press(.up)
        expectContains(app.text, "Due: 2027-01-31")
        let yearColumn = app.runtime.cursorPosition?.column
        app.send(.right, .up)
        // A month after 31 January is the end of February.
        expectContains(app.text, "Due: 2027-02-28")
        expectEqual(app.runtime.cursorPosition?.column, yearColumn.map { $0 + 5 })
        app.send(.right, .down, .down)
        expectContains(app.text, "Due: 2027-02-26")
    }

    // MARK: Choices

    @Test func arrowsChooseTheSegmentBesideInASegmentedPicker() {
        let app = HeadlessDriver(Themes(segmented: true), width: 50, height: 3)
        focus(app, on: .picker)
        app.press(.right)
        expectContains(app.text, "theme=dark")
        app.press(.right)
        expectContains(app.text, "theme=system")
        app.press(.right)
        expectContains(app.text, "theme=system")
        app.press(.left)
        expectContains(app.text, "theme=dark")
    }

    @Test func enterCyclesAMenuPickerAndArrowsStepIt() {
        let app = HeadlessDriver(Themes(segmented: false), width: 50, height: 3)
        focus(app, on: .picker)
        app.press(.enter)
        expectContains(app.text, "theme=dark")
        app.send(.enter, .enter)
        expectContains(app.text, "theme=light")
        app.press(.left)
        expectContains(app.text, "theme=light")
        app.send(.right, .right)
        expectContains(app.text, "theme=system")
    }

    @Test func enterExpandsAndCollapsesADisclosureGroup() {
        let app = HeadlessDriver(More(), width: 40, height: 4)
        focus(app, on: .disclosureGroup)
        expectNotContains(app.text, "Hidden details")
        app.press(.enter)
        expectContains(app.text, "Hidden details")
        app.press(.enter)
        expectNotContains(app.text, "Hidden details")
    }

    @Test func arrowsSwitchTabs() {
        let app = HeadlessDriver(Tabs(), width: 40, height: 4)
        focus(app, on: .tabView)
        expectContains(app.text, "First page")
        app.press(.right)
        expectContains(app.text, "Second page")
        app.press(.left)
        expectContains(app.text, "First page")
    }

    // MARK: Navigation and scrolling

    @Test func enterOnALinkShowsItsDestinationAndEscComesBackWithStateKept() {
        let app = HeadlessDriver(Navigating(), width: 40, height: 5)
        tap(app, "Add home")
        expectContains(app.text, "home 1")
        focus(app, on: .navigationLink)
        app.press(.enter)
        expectContains(app.text, "Detail page")
        expectNotContains(app.text, "home 1")
        expectEqual(app.runtime.navigationDepth, 1)
        app.press(.escape)
        #expect(!app.quitRequested)
        expectContains(app.text, "home 1")
        expectEqual(app.runtime.navigationDepth, 0)
        app.press(.escape)
        #expect(app.quitRequested)
    }

    @Test func theFocusedControlIsScrolledIntoView() {
        let app = HeadlessDriver(ManyButtons(), width: 30, height: 5)
        expectContains(app.text, "Button 0")
        app.press(.end)
        expectContains(app.text, "Button 29")
        expectNotContains(app.text, "Button 0 ")
        let target = app.runtime.focusedTarget
        expectEqual(target.map { $0.row >= 0 && $0.row < 5 }, true)
        app.press(.home)
        expectContains(app.text, "Button 0")
        app.press(.pageDown)
        expectEqual(app.runtime.focusedTarget.map { $0.row >= 0 && $0.row < 5 }, true)
        #expect(app.runtime.focusedIndex > 0)
    }
}

/// The line editor on its own: the text and cursor each key leaves.
@MainActor @Suite struct LineEditorTests {
    @Test func insertingAndDeletingAroundTheCursor() {
        var editor = LineEditor(text: "ac", cursor: 1)
        editor.apply(.character("b"))
        #expect(editor.text == "abc" && editor.cursor == 2)
        editor.apply(.backspace)
        #expect(editor.text == "ac" && editor.cursor == 1)
        editor.apply(.delete)
        #expect(editor.text == "a" && editor.cursor == 1)
        expectEqual(editor.apply(.delete), .moved)
    }

    @Test func aCursorGivenOutsideTheTextIsKeptInside() {
        expectEqual(LineEditor(text: "ab", cursor: 9).cursor, 2)
        expectEqual(LineEditor(text: "ab", cursor: -3).cursor, 0)
    }

    @Test func upAndDownMoveBetweenLinesOfAMultilineText() {
        var editor = LineEditor(text: "abcd\nxy", cursor: 3, isMultiline: true)
        editor.apply(.down)
        expectEqual(editor.cursor, 7)
        editor.apply(.up)
        expectEqual(editor.cursor, 2)
        editor.apply(.end)
        expectEqual(editor.cursor, 4)
    }

    @Test func keysThatAreNotEditingAreLeftToTheCaller() {
        var editor = LineEditor(text: "ab")
        expectEqual(editor.apply(.tab), .unused)
        expectEqual(editor.apply(.enter), .unused)
        expectEqual(editor.apply(.escape), .unused)
    }
}
