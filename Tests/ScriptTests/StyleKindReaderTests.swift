import Builders
import Inspect
import Render
import Runtime
import Script
import Terminal
import Testing
import Expectations

/// Each style modifier takes only styles of its kind, as the Swift compiler has it
/// (`buttonStyle<S: ButtonStyle>`, `listStyle<S: ListStyle>`…): a style by type name, by implicit
/// member (resolved against the modifier's kind: `.plain` is a `PlainButtonStyle` for
/// `buttonStyle` and a `PlainListStyle` for `listStyle`), or a style struct of the file.
@MainActor @Suite struct StyleKindReaderTests {
    /// Every style Builders has: the modifier, the implicit member, the type it stands for, and a
    /// view the modifier applies to.
    nonisolated static let styles: [(modifier: String, member: String, type: String, view: String)] = {
        let button = #"Button("a") {}"#, toggle = #"Toggle("a", isOn: .constant(true))"#
        let label = #"Label("a", systemImage: "star")"#, field = #"TextField("a", text: .constant(""))"#
        let list = #"List { Text("a") }"#, date = #"DatePicker("d", selection: .constant(Date(timeIntervalSince1970: 0)))"#
        let picker = #"Picker("p", selection: .constant(1)) { Text("one").tag(1) }"#
        let progress = #"ProgressView("p", value: 0.5)"#, box = #"GroupBox("g") { Text("a") }"#, menu = #"Menu("m") { Text("a") }"#
        let tabs = #"TabView { Text("a") }"#
        return [
            ("buttonStyle", "automatic", "DefaultButtonStyle", button), ("buttonStyle", "plain", "PlainButtonStyle", button),
            ("buttonStyle", "bordered", "BorderedButtonStyle", button),
            ("buttonStyle", "borderedProminent", "BorderedProminentButtonStyle", button),
            ("buttonStyle", "borderless", "BorderlessButtonStyle", button),
            ("toggleStyle", "automatic", "DefaultToggleStyle", toggle), ("toggleStyle", "switch", "SwitchToggleStyle", toggle),
            ("toggleStyle", "checkbox", "CheckboxToggleStyle", toggle), ("toggleStyle", "button", "ButtonToggleStyle", toggle),
            ("labelStyle", "automatic", "DefaultLabelStyle", label), ("labelStyle", "titleOnly", "TitleOnlyLabelStyle", label),
            ("labelStyle", "iconOnly", "IconOnlyLabelStyle", label), ("labelStyle", "titleAndIcon", "TitleAndIconLabelStyle", label),
            ("textFieldStyle", "automatic", "DefaultTextFieldStyle", field),
            ("textFieldStyle", "roundedBorder", "RoundedBorderTextFieldStyle", field),
            ("textFieldStyle", "plain", "PlainTextFieldStyle", field),
            ("listStyle", "automatic", "DefaultListStyle", list), ("listStyle", "plain", "PlainListStyle", list),
            ("listStyle", "grouped", "GroupedListStyle", list), ("listStyle", "insetGrouped", "InsetGroupedListStyle", list),
            ("listStyle", "inset", "InsetListStyle", list), ("listStyle", "sidebar", "SidebarListStyle", list),
            ("datePickerStyle", "automatic", "DefaultDatePickerStyle", date),
            ("datePickerStyle", "compact", "CompactDatePickerStyle", date),
            ("datePickerStyle", "graphical", "GraphicalDatePickerStyle", date),
            ("datePickerStyle", "wheel", "WheelDatePickerStyle", date), ("datePickerStyle", "field", "FieldDatePickerStyle", date),
            ("pickerStyle", "automatic", "DefaultPickerStyle", picker), ("pickerStyle", "segmented", "SegmentedPickerStyle", picker),
            ("pickerStyle", "menu", "MenuPickerStyle", picker), ("pickerStyle", "inline", "InlinePickerStyle", picker),
            ("pickerStyle", "wheel", "WheelPickerStyle", picker), ("pickerStyle", "radioGroup", "RadioGroupPickerStyle", picker),
            ("pickerStyle", "navigationLink", "NavigationLinkPickerStyle", picker),
            ("progressViewStyle", "automatic", "DefaultProgressViewStyle", progress),
            ("progressViewStyle", "linear", "LinearProgressViewStyle", progress),
            ("progressViewStyle", "circular", "CircularProgressViewStyle", progress),
            ("groupBoxStyle", "automatic", "DefaultGroupBoxStyle", box),
            ("menuStyle", "automatic", "DefaultMenuStyle", menu), ("menuStyle", "button", "ButtonMenuStyle", menu),
            ("menuStyle", "borderlessButton", "BorderlessButtonMenuStyle", menu),
            ("tabViewStyle", "automatic", "DefaultTabViewStyle", tabs), ("tabViewStyle", "page", "PageTabViewStyle", tabs),
            ("indexViewStyle", "page", "PageIndexViewStyle", tabs),
        ]
    }()

    @Test(arguments: 0..<styles.count)
    func aStyleByMemberAndByTypeNameReadsToTheTypeOfItsKind(index: Int) throws {
        let style = Self.styles[index]
        let byMember = try read("\(style.view).\(style.modifier)(.\(style.member))")
        let byType = try read("\(style.view).\(style.modifier)(\(style.type)())")
        // SwiftUI's `static var plain: PlainListStyle` where `Self == PlainListStyle`: the same value.
        expectEqual(typeName(byMember), typeName(byType))
        expectEqual(MirrorDump.string(of: byMember), MirrorDump.string(of: byType))
        #expect(typeName(byType).hasSuffix("<\(style.type)>>"), "\(typeName(byType))")
        // And the type name given to any other kind's modifier is refused, naming both kinds.
        let other = Self.styles.first { $0.modifier != style.modifier }
        if let other {
            let error = scriptError { try read("\(other.view).\(other.modifier)(\(style.type)())") }
            #expect(error?.message.hasPrefix("expected a ") == true && error?.message.hasSuffix(", found \(style.type) (a \(Self.kind(of: style)))") == true,
                    "\(error?.message ?? "no error")")
        }
    }

    /// The protocol a style type conforms to, as SwiftUI declares it (the built-in button styles
    /// are primitive button styles).
    static func kind(of style: (modifier: String, member: String, type: String, view: String)) -> String {
        style.modifier == "buttonStyle" ? "PrimitiveButtonStyle" : String(style.modifier.prefix(1).uppercased() + style.modifier.dropFirst())
    }

    @Test func aSwitchWithATintReadsAsCompiledCode() throws {
        let read = try read(#"Toggle("a", isOn: .constant(true)).toggleStyle(SwitchToggleStyle(tint: .orange))"#)
        let compiled = Toggle("a", isOn: .constant(true)).toggleStyle(SwitchToggleStyle(tint: .orange))
        expectEqual(typeName(read), typeName(compiled))
        expectEqual(MirrorDump.string(of: read), MirrorDump.string(of: compiled))
        #expect(MirrorDump.string(of: read).contains("orange"))
    }

    @Test(arguments: [
        (#"Button("a") {}.buttonStyle(PlainListStyle())"#, 28, "expected a ButtonStyle, found PlainListStyle (a ListStyle)"),
        (#"Button("a") {}.buttonStyle(.segmented)"#, 28,
         "expected a ButtonStyle (.automatic, .plain, .bordered, .borderedProminent or .borderless), found '.segmented'"),
        (#"Toggle("a", isOn: .constant(true)).toggleStyle(PlainButtonStyle())"#, 48,
         "expected a ToggleStyle, found PlainButtonStyle (a PrimitiveButtonStyle)"),
        (#"List { Text("a") }.listStyle(SegmentedPickerStyle())"#, 30, "expected a ListStyle, found SegmentedPickerStyle (a PickerStyle)"),
        (#"List { Text("a") }.listStyle(.roundedBorder)"#, 30,
         "expected a ListStyle (.automatic, .plain, .grouped, .insetGrouped, .inset or .sidebar), found '.roundedBorder'"),
        (#"TextField("a", text: .constant("")).textFieldStyle(3)"#, 52, "expected a TextFieldStyle, found an integer"),
        (#"Picker("p", selection: .constant(1)) { Text("one").tag(1) }.pickerStyle(.plain)"#, 73,
         "expected a PickerStyle (.automatic, .segmented, .menu, .inline, .wheel, .radioGroup or .navigationLink), found '.plain'"),
        (#"Label("a", systemImage: "s").labelStyle(SwitchToggleStyle())"#, 41, "expected a LabelStyle, found SwitchToggleStyle (a ToggleStyle)"),
        (#"Text("d").datePickerStyle(.inset)"#, 27,
         "expected a DatePickerStyle (.automatic, .compact, .graphical, .wheel or .field), found '.inset'"),
        (#"Text("p").progressViewStyle(.plain)"#, 29, "expected a ProgressViewStyle (.automatic, .linear or .circular), found '.plain'"),
        (#"Text("g").groupBoxStyle(.plain)"#, 25, "expected a GroupBoxStyle (.automatic), found '.plain'"),
        (#"Text("g").groupBoxStyle()"#, 11, ".groupBoxStyle needs a GroupBoxStyle, as .automatic"),
        (#"Text("m").menuStyle(CircularProgressViewStyle())"#, 21, "expected a MenuStyle, found CircularProgressViewStyle (a ProgressViewStyle)"),
    ])
    func aStyleOfAnotherKindIsRefusedAtItsArgument(source: String, column: Int, message: String) throws {
        let error = scriptError { try read(source) }
        expectEqual(error?.message, message)
        #expect(error?.location.line == 1 && error?.location.column == column, "\(error?.location.column ?? 0)")
    }

    static let styleStructs = """
        struct Pill: ButtonStyle {
            func makeBody(configuration: Configuration) -> some View {
                configuration.label.padding(2)
            }
        }
        struct Check: ToggleStyle {
            func makeBody(configuration: Configuration) -> some View {
                HStack { Text(configuration.isOn ? "[x]" : "[ ]"); configuration.label }
            }
        }
        """

    @Test func aButtonStyleOfTheFileIsAcceptedByButtonStyleAndRefusedByToggleStyle() throws {
        let styled = try read(Self.styleStructs + "\n#Preview { Button(\"a\") {}.buttonStyle(Pill()) }")
        expectEqual(typeName(styled), "ModifiedContent<Button<Text>, ButtonStyleModifier<DefinedButtonStyle>>")
        #expect(inspect(styled).modifiers.contains { $0.name == "buttonStyle" && $0.typeName.hasPrefix("ButtonStyleModifier") })
        let error = scriptError { try read(Self.styleStructs + "\n#Preview {\n    Toggle(\"a\", isOn: .constant(true)).toggleStyle(Pill())\n}") }
        expectEqual(error?.message, "expected a ToggleStyle, found Pill (a ButtonStyle)")
        #expect(error?.location.line == 12 && error?.location.column == 52, "\(error?.location.line ?? 0):\(error?.location.column ?? 0)")
        let refused = scriptError { try read(Self.styleStructs + "\n#Preview {\n    Button(\"a\") {}.buttonStyle(Check())\n}") }
        expectEqual(refused?.message, "expected a ButtonStyle, found Check (a ToggleStyle)")
    }

    @Test func aPrimitiveButtonStyleOfTheFileIsAButtonStyleContainer() throws {
        let style = "struct Tap: PrimitiveButtonStyle {\n    func makeBody(configuration: Configuration) -> some View {\n        configuration.label.onTapGesture { configuration.trigger() }\n    }\n}\n"
        let styled = try read(style + "#Preview { Button(\"a\") {}.buttonStyle(Tap()) }")
        // SwiftUI's buttonStyle(_:) for a PrimitiveButtonStyle wraps the button in the container modifier.
        expectEqual(typeName(styled), "ModifiedContent<Button<Text>, ButtonStyleContainerModifier<DefinedPrimitiveButtonStyle>>")
        let error = scriptError { try read(style + "#Preview { Toggle(\"a\", isOn: .constant(true)).toggleStyle(Tap()) }") }
        expectEqual(error?.message, "expected a ToggleStyle, found Tap (a PrimitiveButtonStyle)")
    }

    @Test func aFileWithStyleStructsDrawsAsItsCompiledCode() throws {
        let root = try ViewFile.build(source: try StyledControlsApp.source(), file: StyledControlsApp.fileName)
        let read = try Renderer.render(inspect(root), width: 40).canvas.plainText
        let compiled = try Renderer.render(inspect(StyledControlsApp.compiled), width: 40).canvas.plainText
        expectEqual(read, compiled)
        // The button's label between the style's edges, the toggle's state by the style's text,
        // the label's title before its icon.
        #expect(read.contains("#") && read.contains("Add 0") && read.contains("ON"), "\(read)")
    }

    @Test func aToggleStyleStructTogglesItsToggleWhenRunLiveAsCompiledCodeDoes() throws {
        let reading = try ViewFile.live(files: [ViewFile.Source(name: StyledControlsApp.fileName, text: try StyledControlsApp.source())])
        func open<V: View>(_ view: V) -> HeadlessDriver { HeadlessDriver(view, width: 40, height: 24) }
        let live = open(reading.view), compiled = open(StyledControlsApp.compiled)
        #expect(live.text.contains("dark off") && live.text.contains("[ ] Dark"))
        // The focus starts on the first control (Add) and goes Reset, Double, Wi-Fi, Dark; Enter toggles.
        for key in [Key.tab, .tab, .tab, .tab, .enter] {
            live.press(key)
            compiled.press(key)
            expectEqual(live.text, compiled.text)
        }
        #expect(live.text.contains("dark on") && live.text.contains("[x] Dark"), "\(live.text)")
        #expect(reading.session.errors.isEmpty, "\(reading.session.errors)")
    }

    @Test func aStyleStructThatAppliesItselfInItsBodyIsReportedNotExpandedForever() throws {
        let source = """
            struct Loop: ButtonStyle {
                func makeBody(configuration: Configuration) -> some View {
                    Button("inner") {}.buttonStyle(Loop())
                }
            }
            #Preview { Button("a") {}.buttonStyle(Loop()) }
            """
        let error = scriptError { try read(source) }
        expectEqual(error?.message, "ButtonStyle 'Loop' applies itself in its own makeBody")
        #expect(error?.location.line == 3 && error?.location.column == 40, "\(error?.location.line ?? 0):\(error?.location.column ?? 0)")
    }

    @Test func aStyleStructWithoutMakeBodyOrOfAnotherKindIsReportedAtItsPlace() throws {
        let noBody = scriptError { try read("struct Odd: ButtonStyle {}\n#Preview { Button(\"a\") {}.buttonStyle(Odd()) }") }
        expectEqual(noBody?.message, "expected 'func makeBody(configuration: Configuration) -> some View { … }' in Odd")
        expectEqual(noBody?.location.line, 1)
        let list = scriptError { try read("struct Rows: ListStyle {}\n#Preview { List { Text(\"a\") }.listStyle(Rows()) }") }
        expectEqual(list?.message, "not supported by the reader: a ListStyle declared in the file ('Rows'); the reader reads ButtonStyle, PrimitiveButtonStyle, ToggleStyle, LabelStyle, ProgressViewStyle, GroupBoxStyle and MenuStyle structs")
        #expect(list?.location.line == 2 && list?.location.column == 41, "\(list?.location.column ?? 0)")
    }
}
