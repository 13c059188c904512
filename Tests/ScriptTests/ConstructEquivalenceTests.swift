import Builders
import Inspect
import Pickers
import Script
import Testing
import Expectations

/// Every construct the reader supports builds the type and Mirror layout compiled code builds.
@MainActor @Suite struct ConstructEquivalenceTests {
    static let name = "Ada"
    static let count = 3

    /// (view code, the same code compiled)
    static func cases() -> [(String, any View)] {
        let name = Self.name
        let count = Self.count
        return [
            (#"Text("plain")"#, Text("plain")),
            (#"let count = 3; Text("n = \(count), \(2.5), \("s")")"#, Text("n = \(count), \(2.5), \("s")")),
            (#"Text(verbatim: "100%")"#, Text(verbatim: "100%")),
            (#"let name = "Ada"; Text(name)"#, Text(name)),
            (#"Text("a").bold().italic().underline().font(.title).foregroundColor(.red).fontWeight(.heavy)"#,
             Text("a").bold().italic().underline().font(.title).foregroundColor(.red).fontWeight(.heavy)),
            (#"Image(systemName: "star").font(.title).foregroundColor(.blue)"#, Image(systemName: "star").font(.title).foregroundColor(.blue)),
            (#"HStack(alignment: .top, spacing: 4) { Text("a"); Spacer(minLength: 2); Image("logo") }"#,
             HStack(alignment: .top, spacing: 4) { Text("a"); Spacer(minLength: 2); Image("logo") }),
            (#"ZStack(alignment: .bottomTrailing) { Color.red; Color(red: 0.5, green: 0.2, blue: 1); Rectangle() }"#,
             ZStack(alignment: .bottomTrailing) { Color.red; Color(red: 0.5, green: 0.2, blue: 1); Rectangle() }),
            (#"Text("x").padding().padding(8).padding(.horizontal, 2).padding([.top, .leading], 1)"#,
             Text("x").padding().padding(8).padding(.horizontal, 2).padding([.top, .leading], 1)),
            (#"Text("x").frame(width: 10, height: 2, alignment: .leading).frame(maxWidth: .infinity)"#,
             Text("x").frame(width: 10, height: 2, alignment: .leading).frame(maxWidth: .infinity)),
            (#"Text("x").background(Color.yellow).background(.red).border(.blue, width: 2).opacity(0.5)"#,
             Text("x").background(Color.yellow).background(.red).border(.blue, width: 2).opacity(0.5)),
            (#"Text("x").overlay(Text("o")).background(Text("b"))"#, Text("x").overlay(Text("o")).background(Text("b"))),
            (#"Text("x").disabled(true).onTapGesture {}.accessibilityLabel("L").accessibilityIdentifier("i")"#,
             Text("x").disabled(true).onTapGesture {}.accessibilityLabel("L").accessibilityIdentifier("i")),
            (#"Text("x").tag("s").tag(1).tag(true).id(2).id("k")"#, Text("x").tag("s").tag(1).tag(true).id(2).id("k")),
            (#"Group { Text("a"); AnyView(Text("b")) }"#, Group { Text("a"); AnyView(Text("b")) }),
            (#"VStack {}"#, VStack {}),
            (#"Button("Go") {}"#, Button("Go") {}),
            (#"Button(action: {}) { Image(systemName: "x") }"#, Button(action: {}) { Image(systemName: "x") }),
            (#"Button { } label: { Text("L") }"#, Button {} label: { Text("L") }),
            (#"Toggle("On", isOn: .constant(true))"#, Toggle("On", isOn: .constant(true))),
            (#"Toggle(isOn: .constant(false)) { Text("Off") }"#, Toggle(isOn: .constant(false)) { Text("Off") }),
            (#"ForEach(0..<3) { i in Text("\(i)") }"#, ForEach(0..<3) { i in Text("\(i)") }),
            (#"ForEach(0..<2, id: \.self) { i in Text("\(i)") }"#, ForEach(0..<2, id: \.self) { i in Text("\(i)") }),
            (#"ForEach(["a", "b"], id: \.self) { s in Text(s) }"#, ForEach(["a", "b"], id: \.self) { s in Text(s) }),
            (#"ForEach([5, 6], id: \.self) { n in Text("\(n)").tag(n) }"#, ForEach([5, 6], id: \.self) { n in Text("\(n)").tag(n) }),
            (#"Picker("P", selection: .constant(1)) { Text("a").tag(1) }.pickerStyle(.segmented)"#,
             Picker("P", selection: .constant(1)) { Text("a").tag(1) }.pickerStyle(.segmented)),
            (#"SegmentedPicker(selection: .constant("x")) { Text("x").tag("x") }.pickerStyle(SegmentedPickerStyle())"#,
             SegmentedPicker(selection: .constant("x")) { Text("x").tag("x") }.pickerStyle(SegmentedPickerStyle())),
        ]
    }

    @Test func everyConstructMatchesCompiledCode() throws {
        for (source, compiled) in Self.cases() {
            let built = try read(source)
            #expect(typeName(built) == typeName(compiled), "\(source)")
            #expect(standardDump(built) == standardDump(compiled), "\(source)")
        }
    }

    @ViewBuilder static func chain(_ n: Int) -> some View {
        if n == 0 { Text("0") } else if n == 1 { Image(systemName: "1") } else if n == 2 { Divider() }
    }

    @ViewBuilder static func five(_ n: Int) -> some View {
        switch n {
        case 0: Text("0")
        case 1: Image(systemName: "1")
        case 2: Divider()
        case 3: Spacer()
        default: EmptyView()
        }
    }

    @Test(arguments: [0, 1, 2, 7])
    func conditionalsBuildTheCompilersBalancedTree(n: Int) throws {
        let chain = try read("""
            let n = \(n)
            if n == 0 { Text("0") } else if n == 1 { Image(systemName: "1") } else if n == 2 { Divider() }
            """)
        expectEqual(typeName(chain), typeName(Self.chain(n)))
        expectEqual(standardDump(chain), standardDump(Self.chain(n)))
        let five = try read("""
            switch \(n) {
            case 0: Text("0")
            case 1: Image(systemName: "1")
            case 2: Divider()
            case 3: Spacer()
            default: EmptyView()
            }
            """)
        expectEqual(typeName(five), typeName(Self.five(n)))
        expectEqual(standardDump(five), standardDump(Self.five(n)))
    }

    @Test func blockOfManyChildrenIsOneTupleView() throws {
        let source = "VStack {\n" + (0..<40).map { "Text(\"\($0)\").tag(\($0))" }.joined(separator: "\n") + "\n}"
        let built = try read(source)
        expectEqual(typeName(built), "VStack<TupleView<(" + Array(repeating: "ModifiedContent<Text, _TraitWritingModifier<TagValueTraitKey<Int>>>", count: 40).joined(separator: ", ") + ")>>")
    }
}
