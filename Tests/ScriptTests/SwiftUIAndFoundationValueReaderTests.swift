import Builders
import Foundation
import Inspect
import Runtime
import Script
import Terminal
import Testing
import Expectations

/// Values of SwiftUI and Foundation types in view code read as compiled code builds them: `Gradient`
/// values given unlabelled, `FillStyle`s, style types by name, ShapeStyle's `.foreground`, the
/// `EdgeInsets`, `CGSize` and `CGPoint` overloads, formatters, focus states, navigation paths and
/// inferred selection types.
@MainActor @Suite struct SwiftUIAndFoundationValueReaderTests {
    /// (view code, the same code compiled)
    static func cases() -> [(String, any View)] {
        [
            (#"Circle().fill(.linearGradient(Gradient(colors: [.red, .blue]), startPoint: .top, endPoint: .bottom))"#,
             Circle().fill(.linearGradient(Gradient(colors: [.red, .blue]), startPoint: .top, endPoint: .bottom))),
            (#"Circle().stroke(.radialGradient(Gradient(colors: [.red]), center: .center, startRadius: 1, endRadius: 5), lineWidth: 2)"#,
             Circle().stroke(.radialGradient(Gradient(colors: [.red]), center: .center, startRadius: 1, endRadius: 5), lineWidth: 2)),
            (#"Rectangle().strokeBorder(.angularGradient(Gradient(colors: [.red, .green]), center: .top, startAngle: .zero, endAngle: .degrees(90)))"#,
             Rectangle().strokeBorder(.angularGradient(Gradient(colors: [.red, .green]), center: .top, startAngle: .zero, endAngle: .degrees(90)))),
            (#"Text("x").foregroundStyle(.conicGradient(Gradient(colors: [.red, .blue]), center: .center))"#,
             Text("x").foregroundStyle(.conicGradient(Gradient(colors: [.red, .blue]), center: .center))),
            (#"Text("x").background(.ellipticalGradient(Gradient(stops: [.init(color: .red, location: 0), Gradient.Stop(color: .blue, location: 0.5)])))"#,
             Text("x").background(.ellipticalGradient(Gradient(stops: [.init(color: .red, location: 0), Gradient.Stop(color: .blue, location: 0.5)])))),
            (#"LinearGradient(gradient: Gradient(stops: [Gradient.Stop(color: .red, location: 0.1), .init(color: .blue, location: 1)]), startPoint: .top, endPoint: .bottom)"#,
             LinearGradient(gradient: Gradient(stops: [Gradient.Stop(color: .red, location: 0.1), .init(color: .blue, location: 1)]), startPoint: .top, endPoint: .bottom)),
            (#"RadialGradient(gradient: Gradient(colors: [.red, .blue]), center: .center, startRadius: 0, endRadius: 8)"#,
             RadialGradient(gradient: Gradient(colors: [.red, .blue]), center: .center, startRadius: 0, endRadius: 8)),
            (#"Text("a").clipShape(Circle())"#, Text("a").clipShape(Circle())),
            (#"Text("a").clipShape(RoundedRectangle(cornerRadius: 4), style: FillStyle(eoFill: true, antialiased: false))"#,
             Text("a").clipShape(RoundedRectangle(cornerRadius: 4), style: FillStyle(eoFill: true, antialiased: false))),
            (#"Circle().inset(by: 2).fill(.red)"#, Circle().inset(by: 2).fill(.red)),
            (#"Capsule().inset(by: 1).inset(by: 2)"#, Capsule().inset(by: 1).inset(by: 2)),
            (#"Circle().trim(from: 0.25, to: 0.75).stroke(style: StrokeStyle(lineWidth: 4, lineCap: .round))"#,
             Circle().trim(from: 0.25, to: 0.75).stroke(style: StrokeStyle(lineWidth: 4, lineCap: .round))),
            (#"Rectangle().trim(to: 0.5)"#, Rectangle().trim(to: 0.5)),
            (#"Button("a") {}.buttonStyle(BorderedProminentButtonStyle())"#, Button("a") {}.buttonStyle(BorderedProminentButtonStyle())),
            (#"Button("a") {}.buttonStyle(DefaultButtonStyle())"#, Button("a") {}.buttonStyle(DefaultButtonStyle())),
            (#"Label("a", systemImage: "star").labelStyle(IconOnlyLabelStyle())"#, Label("a", systemImage: "star").labelStyle(IconOnlyLabelStyle())),
            (#"Toggle("a", isOn: .constant(true)).toggleStyle(SwitchToggleStyle())"#, Toggle("a", isOn: .constant(true)).toggleStyle(SwitchToggleStyle())),
            (#"TextField("a", text: .constant("")).textFieldStyle(RoundedBorderTextFieldStyle())"#,
             TextField("a", text: .constant("")).textFieldStyle(RoundedBorderTextFieldStyle())),
            (#"List { Text("a") }.listStyle(InsetGroupedListStyle())"#, List { Text("a") }.listStyle(InsetGroupedListStyle())),
            (#"DatePicker("d", selection: .constant(Date(timeIntervalSince1970: 0))).datePickerStyle(GraphicalDatePickerStyle())"#,
             DatePicker("d", selection: .constant(Date(timeIntervalSince1970: 0))).datePickerStyle(GraphicalDatePickerStyle())),
            (#"Circle().fill(.red, style: FillStyle(eoFill: true))"#, Circle().fill(.red, style: FillStyle(eoFill: true))),
            (#"Circle().fill(style: FillStyle(antialiased: false))"#, Circle().fill(style: FillStyle(antialiased: false))),
            (#"Capsule().fill(.linearGradient(colors: [.red], startPoint: .top, endPoint: .bottom), style: FillStyle(eoFill: true))"#,
             Capsule().fill(.linearGradient(colors: [.red], startPoint: .top, endPoint: .bottom), style: FillStyle(eoFill: true))),
            (#"Circle().fill()"#, Circle().fill()),
            (#"Circle().fill(.foreground)"#, Circle().fill(.foreground)),
            (#"Text("a").foregroundStyle(.foreground)"#, Text("a").foregroundStyle(.foreground)),
            (#"Circle().stroke(.foreground, lineWidth: 2)"#, Circle().stroke(.foreground, lineWidth: 2)),
            (#"Text("a").background(.foreground)"#, Text("a").background(.foreground)),
            (#"Text("a").background(.foreground, ignoresSafeAreaEdges: .top)"#, Text("a").background(.foreground, ignoresSafeAreaEdges: .top)),
            (#"Text("a").padding(EdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4))"#, Text("a").padding(EdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4))),
            (#"Text("a").offset(CGSize(width: -1, height: 2))"#, Text("a").offset(CGSize(width: -1, height: 2))),
            (#"Text("a").position(CGPoint(x: 3, y: 4))"#, Text("a").position(CGPoint(x: 3, y: 4))),
            (#"Image("x").resizable(capInsets: EdgeInsets(top: 2), resizingMode: .tile)"#, Image("x").resizable(capInsets: EdgeInsets(top: 2), resizingMode: .tile)),
            (#"Text("a").background(.red, ignoresSafeAreaEdges: .top)"#, Text("a").background(.red, ignoresSafeAreaEdges: .top)),
            (#"Text("a").background(.linearGradient(colors: [.red], startPoint: .top, endPoint: .bottom), ignoresSafeAreaEdges: [])"#,
             Text("a").background(.linearGradient(colors: [.red], startPoint: .top, endPoint: .bottom), ignoresSafeAreaEdges: [])),
            (#"Text("a").toolbar(id: "bar") { ToolbarItem(id: "x", placement: .automatic, showsByDefault: false) { Text("b") } }"#,
             Text("a").toolbar(id: "bar") { ToolbarItem(id: "x", placement: .automatic, showsByDefault: false) { Text("b") } }),
            (#"TextField("Amount", value: .constant(3.5), formatter: NumberFormatter())"#,
             TextField("Amount", value: .constant(3.5), formatter: NumberFormatter())),
            (#"TextField(value: .constant(7), formatter: NumberFormatter(), prompt: Text("n")) { Text("Count") }"#,
             TextField(value: .constant(7), formatter: NumberFormatter(), prompt: Text("n")) { Text("Count") }),
        ]
    }

    @Test func everyFormMatchesCompiledCode() throws {
        for (source, compiled) in Self.cases() {
            let built = try read(source)
            #expect(typeName(built) == typeName(compiled), "\(source)")
            #expect(standardDump(built) == standardDump(compiled), "\(source)")
            #expect(try inspect(built).treeDump() == inspect(compiled).treeDump(), "\(source)")
        }
    }

    @Test func geometryValuesAndTheScreensBoundsAreReadByTheirMembers() throws {
        let source = """
            struct Sizes: View {
                let size = CGSize(width: 3, height: 4)
                let rect = CGRect(x: 10, y: 2, width: 30, height: 8)
                let point = CGPoint(x: 5, y: 6)
                var body: some View {
                    VStack {
                        Text("\\(Int(size.width))x\\(Int(size.height))")
                        Text("\\(Int(rect.midX)) \\(Int(rect.maxY)) \\(Int(rect.size.width)) \\(Int(rect.origin.x))")
                        Text("\\(Int(point.x + point.y))")
                        Text("\\(Int(UIScreen.main.bounds.width))x\\(Int(UIScreen.main.bounds.height))")
                    }
                }
            }
            #Preview { Sizes() }
            """
        let texts = try inspect(read(source)).findAll(Text.self).map { try $0.string() }
        // midX = 10 + 30 / 2, maxY = 2 + 8; the screen is a compact iPhone's, in points.
        expectEqual(texts, ["3x4", "25 10 30 10", "11", "390x844"])
    }

    @Test func aGradientHeldInAPropertyIsTheGradientCompiledCodeHolds() throws {
        let source = """
        struct Card: View {
            let fade = Gradient(colors: [.red, .blue])
            var body: some View {
                Rectangle().fill(.linearGradient(fade, startPoint: .top, endPoint: .bottom))
            }
        }
        #Preview { Card() }
        """
        let compiled = Rectangle().fill(.linearGradient(Gradient(colors: [.red, .blue]), startPoint: .top, endPoint: .bottom))
        let readBody = body(of: try read(source))
        expectEqual(typeName(readBody), typeName(compiled))
        expectEqual(standardDump(readBody), standardDump(compiled))
    }

    @Test func aFormatterSetUpInTheFileFormatsTheFieldAsCompiledCodeDoes() throws {
        let source = """
        struct Price: View {
            private let money: NumberFormatter = {
                let formatter = NumberFormatter()
                formatter.numberStyle = .decimal
                formatter.maximumFractionDigits = 1
                return formatter
            }()
            private var days: DateFormatter {
                let formatter = DateFormatter()
                formatter.dateStyle = .none
                formatter.dateFormat = "yyyy/MM/dd"
                return formatter
            }
            var body: some View {
                VStack {
                    TextField("Price", value: .constant(1234.56), formatter: money)
                    TextField("Day", value: .constant(Date(timeIntervalSince1970: 0)), formatter: days)
                    Text(money.string(for: 2.25) ?? "")
                    Text(days.string(from: Date(timeIntervalSince1970: 0)))
                }
            }
        }
        #Preview { Price() }
        """
        let money = NumberFormatter()
        money.numberStyle = .decimal
        money.maximumFractionDigits = 1
        let days = DateFormatter()
        days.dateStyle = .none
        days.dateFormat = "yyyy/MM/dd"
        let epoch = Date(timeIntervalSince1970: 0)
        let compiled = VStack {
            TextField("Price", value: .constant(1234.56), formatter: money)
            TextField("Day", value: .constant(epoch), formatter: days)
            Text(money.string(for: 2.25) ?? "")
            Text(days.string(from: epoch))
        }
        let readBody = inspect(body(of: try read(source)))
        let compiledBody = inspect(compiled)
        // The formatter's settings show in the field's text: one fraction digit, grouped.
        #expect(try readBody.vStack().textField(0).input() == compiledBody.vStack().textField(0).input())
        #expect(try readBody.vStack().textField(0).input().hasSuffix(".6"))
        #expect(try readBody.vStack().textField(1).input() == compiledBody.vStack().textField(1).input())
        #expect(try readBody.vStack().text(2).string() == compiledBody.vStack().text(2).string())
        #expect(try readBody.vStack().text(3).string() == compiledBody.vStack().text(3).string())
        #expect(try readBody.treeDump() == compiledBody.treeDump())
    }

    @Test func aFocusModifierBuildsTheCompiledModifierType() throws {
        let source = """
        enum Field: Hashable { case name, email }
        struct Form1: View {
            @FocusState private var field: Field?
            @FocusState private var number: Int?
            @FocusState private var flag: Bool
            var body: some View {
                VStack {
                    Text("a").focused($field, equals: .email)
                    Text("b").focused($number, equals: 2)
                    Text("c").focused($flag)
                    Text("d").focused($flag, equals: false)
                }
            }
        }
        #Preview { Form1() }
        """
        let read = body(of: try read(source))
        // Swift picks FocusBindingModifier<Value> with Value the property's type, and the prototype the value given.
        let name = typeName(read)
        expectContains(name, "ModifiedContent<Text, FocusBindingModifier<Optional<DefinedValue>>>")
        expectContains(name, "ModifiedContent<Text, FocusBindingModifier<Optional<Int>>>")
        expectContains(name, "ModifiedContent<Text, FocusBindingModifier<Bool>>")
        let number = try inspect(read).vStack().text(1)
        let modifier = try #require(number.modifiers.compactMap { $0.value as? FocusBindingModifier<Int?> }.first)
        expectEqual(modifier.prototype, 2)
        expectEqual(modifier.binding.wrappedValue, nil)
        let flags = try inspect(read).vStack().text(3).modifiers.compactMap { $0.value as? FocusBindingModifier<Bool> }
        expectEqual(flags.first?.prototype, false)
        expectEqual(flags.first?.binding.wrappedValue, false)
    }

    @Test func aFocusModifierOnIntegersHasTheCompiledMirrorLayout() throws {
        let source = """
        struct Form2: View {
            @FocusState private var number: Int?
            var body: some View {
                Text("b").focused($number, equals: 2)
            }
        }
        #Preview { Form2() }
        """
        struct Form2: View {
            @FocusState private var number: Int?
            var body: some View { Text("b").focused($number, equals: 2) }
        }
        let read = body(of: try read(source))
        let compiled = Form2().body
        expectEqual(typeName(read), typeName(compiled))
        expectEqual(standardDump(read), standardDump(compiled))
    }

    @Test func settingAFocusStateInAnActionMovesTheFocusAsInTheCompiledApp() throws {
        let reading = try ViewFile.live(files: [ViewFile.Source(name: FocusFormApp.fileName, text: try FocusFormApp.source())])
        func open<V: View>(_ view: V) -> HeadlessDriver { HeadlessDriver(view, width: 60, height: 12) }
        let live = open(reading.view), compiled = open(FocusFormApp.compiled)
        // Tab to "Next" (after three fields), press it: the state names the e-mail field, so it has the focus,
        // and typed text goes there; then "Write notes" moves it to the notes field.
        let keys: [Key] = [.tab, .tab, .tab, .enter, .character("b"), .tab, .tab, .tab, .enter, .character("n")]
        for (index, key) in keys.enumerated() {
            live.press(key)
            compiled.press(key)
            #expect(live.text == compiled.text, "after key \(index) (\(key))")
        }
        expectContains(live.text, "notes focused")
        #expect(reading.session.errors.isEmpty, "\(reading.session.errors)")
    }

    @Test func aPathChangedByActionsPushesAndPopsAsInTheCompiledApp() throws {
        let reading = try ViewFile.live(files: [ViewFile.Source(name: NavigationPathApp.fileName, text: try NavigationPathApp.source())])
        func open<V: View>(_ view: V) -> HeadlessDriver { HeadlessDriver(view, width: 40, height: 12) }
        let live = open(reading.view), compiled = open(NavigationPathApp.compiled)
        expectContains(live.text, "at the root")
        // Push three times, pop once, pop two.
        let keys: [Key] = [.enter, .enter, .enter, .tab, .enter, .tab, .enter]
        for (index, key) in keys.enumerated() {
            live.press(key)
            compiled.press(key)
            #expect(live.text == compiled.text, "after key \(index) (\(key))")
            if index == 2 { #expect(live.text.contains("3 deep")) }
            if index == 4 { #expect(live.text.contains("2 deep")) }
        }
        expectContains(live.text, "at the root")
        #expect(reading.session.errors.isEmpty, "\(reading.session.errors)")
    }

    @Test func aSelectionTypeIsInferredFromTheInitialValueAndTheModelsID() throws {
        let read = body(of: try ViewFile.build(source: try SelectionInferenceApp.source(), file: SelectionInferenceApp.fileName))
        let compiled = body(of: SelectionInferenceApp.compiled)
        // `Set<UUID>()` and `Set<Fruit.ID>()` (Fruit's id is a UUID) are sets of UUIDs; `Fruit.ID?` an optional
        // UUID: three lists selecting UUIDs, two by a set and one by an optional.
        expectEqual(typeName(compiled).components(separatedBy: "List<UUID,").count, 4)
        expectEqual(typeName(read).components(separatedBy: "List<UUID,").count, 4)
        expectEqual(Self.selectionForms(in: compiled), ["set", "set", "optional"])
        expectEqual(Self.selectionForms(in: read), ["set", "set", "optional"])
    }

    /// The case of each List's `_ListSelection` in `view`, in order (a walk of its Mirror, six levels deep).
    static func selectionForms(in view: Any) -> [String] {
        var forms: [String] = []
        func walk(_ value: Any, depth: Int) {
            guard depth < 6 else { return }
            for child in Mirror(reflecting: value).children {
                if child.label == "selection", let some = Mirror(reflecting: child.value).children.first,
                   let form = Mirror(reflecting: some.value).children.first?.label {
                    forms.append(form)
                } else {
                    walk(child.value, depth: depth + 1)
                }
            }
        }
        walk(view, depth: 0)
        return forms
    }

    @Test func wrongUsesAreReportedWithWhatWasExpected() {
        func failure(_ source: String) -> ScriptError? { scriptError { try read(source) } }
        let focus = """
        struct V: View {
            @State private var name = ""
            @FocusState private var field: Int?
            @FocusState private var plain: String = ""
            var body: some View {
                VStack {
                    %@
                }
            }
        }
        #Preview { V() }
        """
        func focusFailure(_ line: String) -> ScriptError? { failure(focus.replacingOccurrences(of: "%@", with: line)) }
        var error = focusFailure("Text(\"a\").focused($name)")
        expectEqual(error?.message, "expected the binding of a @FocusState property, as .focused($isFocused), found the binding of @State 'name'")
        #expect(error?.location.line == 7 && error?.location.column == 31)
        error = focusFailure("Text(\"a\").focused(.constant(true))")
        expectEqual(error?.message, "expected the binding of a @FocusState property, as .focused($isFocused), found a binding")
        error = focusFailure("Text(\"a\").focused($field)")
        expectEqual(error?.message, ".focused(_:) takes a Bool focus state; 'field' is Int?: write .focused($field, equals: …)")
        error = focusFailure("Text(\"a\").focused($plain, equals: \"x\")")
        expectEqual(error?.message, "a @FocusState property is a Bool or an optional, as @FocusState private var field: Field?; 'plain' is String")
        error = focusFailure("Text(\"a\").focused($field, equals: \"x\")")
        expectEqual(error?.message, "expected a value of the focus state's type for 'equals:', found a string")

        error = failure(#"Circle().fill(.linearGradient(Color.red, startPoint: .top, endPoint: .bottom))"#)
        expectEqual(error?.message, "expected a gradient such as Gradient(colors: [.red, .blue]), found a color")
        error = failure(#"LinearGradient(gradient: [.red], startPoint: .top, endPoint: .bottom)"#)
        expectEqual(error?.message, "expected a gradient such as Gradient(colors: [.red, .blue]), found an array")
        error = failure(#"LinearGradient(gradient: Gradient(colors: [.red], stops: []), startPoint: .top, endPoint: .bottom)"#)
        expectEqual(error?.message, "Gradient takes 'colors:' or 'stops:', not both")
        error = failure(#"LinearGradient(gradient: Gradient(), startPoint: .top, endPoint: .bottom)"#)
        expectEqual(error?.message, "Gradient needs 'colors:' or 'stops:', as Gradient(colors: [.red, .blue])")

        error = failure(#"Text("a").clipShape(Text("b"))"#)
        expectEqual(error?.message, "expected a shape such as Circle() or .rect(cornerRadius: 8), found a view")
        error = failure(#"Text("a").clipShape(Circle(), style: 1)"#)
        expectEqual(error?.message, "expected a fill style such as FillStyle(eoFill: true), found an integer")
        error = failure(#"Text("a").inset(by: 2)"#)
        expectEqual(error?.message, ".inset needs a shape such as Circle() before it")
        error = failure(#"Text("a").trim(from: 0, to: 1)"#)
        expectEqual(error?.message, ".trim needs a shape before it, as Circle().trim(from: 0, to: 0.5)")
        error = failure(#"Circle().inset()"#)
        expectEqual(error?.message, ".inset needs 'by:', as .inset(by: 2)")
        error = failure(#"Circle().fill(.red, style: 2)"#)
        expectEqual(error?.message, "expected a fill style such as FillStyle(eoFill: true), found an integer")
        error = failure(#"Text("a").offset(CGPoint(x: 1, y: 1))"#)
        expectEqual(error?.message, "expected a size such as CGSize(width: 4, height: 2), found a CGPoint")
        error = failure(#"Text("a").position(3)"#)
        expectEqual(error?.message, "expected a point such as CGPoint(x: 4, y: 2), found an integer")
        error = failure(#"Text("a").padding(EdgeInsets(top: 1, left: 2))"#)
        expectEqual(error?.message, "unexpected argument 'left:' to EdgeInsets; expected 'top:', 'leading:', 'bottom:', 'trailing:'")
        error = failure(#"TextField("a", value: .constant(1), formatter: 3)"#)
        expectEqual(error?.message, "expected a formatter such as NumberFormatter(), found an integer")
        error = failure(#"TextField("a", value: .constant("x"), formatter: NumberFormatter())"#)
        expectEqual(error?.message, "expected a binding of a number or a date for 'value:', found a string")
        error = failure(#"TextField("a", value: .constant(1), format: .number, formatter: NumberFormatter())"#)
        expectEqual(error?.message, "TextField takes 'format:' or 'formatter:', not both")
        let setting = """
        struct S: View {
            var body: some View {
                let formatter = NumberFormatter()
                formatter.%@
                return TextField("a", value: .constant(1), formatter: formatter)
            }
        }
        #Preview { S() }
        """
        error = failure(setting.replacingOccurrences(of: "%@", with: "numberStyle = .roman"))
        expectEqual(error?.message, "expected a number style (.currency, .decimal, .none, .percent, .scientific, .spellOut), found '.roman'")
        error = failure(setting.replacingOccurrences(of: "%@", with: "maximumFractionDigits = -1"))
        expectEqual(error?.message, "expected a count of 0 or more for 'maximumFractionDigits', found an integer")
        error = failure(setting.replacingOccurrences(of: "%@", with: "roundingIncrement = 5"))
        expectEqual(error?.message, "not supported by the reader: NumberFormatter's 'roundingIncrement'")

        let path = """
        struct P: View {
            @State private var path = NavigationPath()
            var body: some View {
                Text("\\(path.%@)")
            }
        }
        #Preview { P() }
        """
        error = failure(path.replacingOccurrences(of: "%@", with: "counts"))
        expectEqual(error?.message, "value of type a NavigationPath has no member 'counts' the reader knows; did you mean 'count'?")
    }

    @Test func pathMethodsAreCheckedWhenAnActionRuns() throws {
        let source = """
        struct P: View {
            @State private var path = NavigationPath()
            var body: some View {
                NavigationStack(path: $path) {
                    Button("Bad") { path.removeLast("two") }
                    Button("Worse") { path.append() }
                }
            }
        }
        #Preview { P() }
        """
        let reading = try ViewFile.live(files: [ViewFile.Source(name: "p.swift", text: source)])
        func open<V: View>(_ view: V) -> HeadlessDriver { HeadlessDriver(view, width: 40, height: 6) }
        let live = open(reading.view)
        live.press(.enter)
        live.press(.tab)
        live.press(.enter)
        #expect(reading.session.errors == [
            "p.swift:5:34: NavigationPath's removeLast takes a count, as path.removeLast(2)",
            "p.swift:6:36: NavigationPath's append takes one value, as path.append(item)",
        ])
    }
}
