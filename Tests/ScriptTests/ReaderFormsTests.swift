import Builders
import Foundation
import Inspect
import Runtime
import Script
import Terminal
import Testing
import Expectations

/// Forms the reader reads — dates in a Text's style, stroke styles,
/// selectable lists, navigation paths, SwiftUI values held in variables, item presentations,
/// casts, `onDelete`, timer progress views — each building the type and Mirror layout the same
/// code compiled builds.
@MainActor @Suite struct ReaderFormsTests {
    static let epoch = Date(timeIntervalSince1970: 0)
    static let later = Date(timeIntervalSince1970: 100)

    /// (view code, the same code compiled)
    static func cases() -> [(String, any View)] {
        let epoch = Self.epoch, later = Self.later
        return [
            (#"Text(Date(timeIntervalSince1970: 0), style: .time)"#, Text(epoch, style: .time)),
            (#"let due = Date(timeIntervalSince1970: 0); Text(due, style: .date).bold()"#, Text(epoch, style: .date).bold()),
            (#"Circle().stroke(.red, style: StrokeStyle(lineWidth: 2, lineCap: .round, dash: [4, 2]))"#,
             Circle().stroke(.red, style: StrokeStyle(lineWidth: 2, lineCap: .round, dash: [4, 2]))),
            (#"let style = StrokeStyle(lineWidth: 3, lineJoin: .bevel, miterLimit: 4, dashPhase: 1); RoundedRectangle(cornerRadius: 4).stroke(style: style)"#,
             RoundedRectangle(cornerRadius: 4).stroke(style: StrokeStyle(lineWidth: 3, lineJoin: .bevel, miterLimit: 4, dashPhase: 1))),
            (#"Capsule().strokeBorder(.blue, style: StrokeStyle(lineWidth: 2), antialiased: false)"#,
             Capsule().strokeBorder(.blue, style: StrokeStyle(lineWidth: 2), antialiased: false)),
            (#"Circle().stroke(lineWidth: 2)"#, Circle().stroke(lineWidth: 2)),
            (#"Circle().strokeBorder(lineWidth: 3)"#, Circle().strokeBorder(lineWidth: 3)),
            (#"Ellipse().stroke(.green, lineWidth: 5)"#, Ellipse().stroke(.green, lineWidth: 5)),
            (#"List(selection: .constant(Set([1, 2]))) { Text("a").tag(1); Text("b").tag(2) }"#,
             List(selection: .constant(Set([1, 2]))) { Text("a").tag(1); Text("b").tag(2) }),
            (#"List(selection: .constant("b")) { Text("a").tag("a"); Text("b").tag("b") }"#,
             List(selection: .constant("b")) { Text("a").tag("a"); Text("b").tag("b") }),
            (#"List([1, 2, 3], id: \.self, selection: .constant(2)) { n in Text("\(n)") }"#,
             List([1, 2, 3], id: \.self, selection: .constant(2)) { n in Text("\(n)") }),
            (#"NavigationStack(path: .constant([1, 2])) { Text("root") }"#, NavigationStack(path: .constant([1, 2])) { Text("root") }),
            (#"NavigationStack(path: .constant(NavigationPath())) { Text("root") }"#, NavigationStack(path: .constant(NavigationPath())) { Text("root") }),
            (#"let columns = [GridItem(.flexible()), GridItem(.fixed(40), spacing: 2)]; LazyVGrid(columns: columns) { Text("a") }"#,
             LazyVGrid(columns: [GridItem(.flexible()), GridItem(.fixed(40), spacing: 2)]) { Text("a") }),
            (#"let row = GridItem(.adaptive(minimum: 30), alignment: .top); LazyHGrid(rows: [row, row]) { Text("a") }"#,
             LazyHGrid(rows: [GridItem(.adaptive(minimum: 30), alignment: .top), GridItem(.adaptive(minimum: 30), alignment: .top)]) { Text("a") }),
            (#"let n: Any = 3; if n is Int { Text("int") } else { Text("other") }"#, Self.isInt(3)),
            (#"let n = 3; Text("\(n as Double)")"#, Text("\(3 as Double)")),
            (#"let values = [1, 2]; Text("\((values.first as Int?) ?? 0)")"#, Text("\(1)")),
            (#"let s: Any = "x"; Text(s as? String ?? "none")"#, Text(String("x"))),
            (#"let s: Any = 4; Text(s as? String ?? "none")"#, Text(String("none"))),
            (#"ForEach([1, 2], id: \.self) { n in Text("\(n)") }.onDelete(perform: nil)"#,
             ForEach([1, 2], id: \.self) { n in Text("\(n)") }.onDelete(perform: nil)),
            (#"let none: [String] = []; ForEach(none, id: \.self) { name in Text(name) }"#, ForEach([String](), id: \.self) { name in Text(name) }),
            (#"let none: [Int] = []; ForEach(none, id: \.self) { n in Text("\(n)") }"#, ForEach([Int](), id: \.self) { n in Text("\(n)") }),
            (#"ProgressView(timerInterval: Date(timeIntervalSince1970: 0)...Date(timeIntervalSince1970: 100))"#,
             ProgressView(timerInterval: epoch...later)),
            (#"ProgressView(timerInterval: Date(timeIntervalSince1970: 0)...Date(timeIntervalSince1970: 100), countsDown: false) { Text("Egg") }"#,
             ProgressView(timerInterval: epoch...later, countsDown: false) { Text("Egg") }),
            (#"let start = Date(timeIntervalSince1970: 0); let end = Date(timeIntervalSince1970: 100); ProgressView(timerInterval: start...end, label: { Text("Egg") }, currentValueLabel: { Text("soon") })"#,
             ProgressView(timerInterval: epoch...later, label: { Text("Egg") }, currentValueLabel: { Text("soon") })),
        ]
    }

    @ViewBuilder static func isInt(_ n: Any) -> some View {
        if n is Int { Text("int") } else { Text("other") }
    }

    @Test func everyNewFormMatchesCompiledCode() throws {
        for (source, compiled) in Self.cases() {
            let built = try read(source)
            #expect(typeName(built) == typeName(compiled), "\(source)")
            #expect(standardDump(built) == standardDump(compiled), "\(source)")
        }
    }

    @Test func anOnDeleteActionIsKeptAsCompiledCodeKeepsIt() throws {
        let built = try read(#"ForEach([1, 2], id: \.self) { n in Text("\(n)") }.onDelete { offsets in }"#)
        let compiled = ForEach([1, 2], id: \.self) { n in Text("\(n)") }.onDelete { _ in }
        expectEqual(typeName(built), typeName(compiled))
        #expect(try inspect(built).treeDump() == compiled.inspect().treeDump())
    }

    @Test func aSelectionDeclaredInAStructTakesItsWrittenType() throws {
        let built = try read("""
            struct Picks: View {
                @State private var picked: Set<String> = []
                @State private var one: Int? = nil
                @State private var path: [String] = []
                var body: some View {
                    NavigationStack(path: $path) {
                        List(selection: $picked) { Text("a").tag("a") }
                        List(selection: $one) { Text("b").tag(1) }
                    }
                }
            }
            Picks()
            """)
        let bodyType = typeName(body(of: built))
        expectEqual(bodyType, "NavigationStack<Array<String>, TupleView<(List<String, ModifiedContent<Text, _TraitWritingModifier<TagValueTraitKey<String>>>>, List<Int, ModifiedContent<Text, _TraitWritingModifier<TagValueTraitKey<Int>>>>)>>")
    }

    @Test func aSheetForAnItemShowsTheItemsContent() throws {
        let source = """
            struct Note: Identifiable { let id: Int; var title: String }
            struct Notes: View {
                @State private var shown: Note? = Note(id: 1, title: "First")
                var body: some View {
                    Text("list").sheet(item: $shown) { note in Text(note.title) }
                }
            }
            Notes()
            """
        let tree = try inspect(read(source)).treeDump()
        #expect(tree.contains("First"), "\(tree)")
        let closed = try inspect(read(source.replacingOccurrences(of: #"Note(id: 1, title: "First")"#, with: "nil"))).treeDump()
        #expect(!closed.contains("First"), "\(closed)")
    }

    @Test func aFullScreenCoverForAnItemIsBuiltAsCompiledCodeBuildsIt() throws {
        let built = try read("""
            struct Item: Identifiable { let id: Int }
            struct Covered: View {
                @State private var shown: Item? = nil
                var body: some View { Text("x").fullScreenCover(item: $shown) { item in Text("\\(item.id)") } }
            }
            Covered()
            """)
        expectEqual(typeName(body(of: built)), "ModifiedContent<Text, ItemFullScreenCoverPresentationModifier<DefinedValue, EmptyView>>")
    }

    @Test("a popover for an item is read as compiled code builds it, with its arrow edge, showing the item's content")
    func aPopoverForAnItemIsBuiltAsCompiledCodeBuildsIt() throws {
        let source = """
            struct Tip: Identifiable { let id: Int }
            struct Tipped: View {
                @State private var shown: Tip? = Tip(id: 7)
                var body: some View { Text("x").popover(item: $shown, arrowEdge: .bottom) { tip in Text("tip \\(tip.id)") } }
            }
            Tipped()
            """
        let built = try read(source)
        expectEqual(typeName(body(of: built)), "ModifiedContent<Text, ItemPopoverPresentationModifier<DefinedValue, Text>>")
        let popover = try inspect(built).find(ViewKind.popover)
        expectEqual(try popover.text().string(), "tip 7")
        expectEqual(try popover.arrowEdge(), .bottom)
    }

    @Test func castsReadAsSwiftReadsThem() throws {
        #expect(try inspect(read(#"let x: Any = 2.5; Text(x is Double ? "double" : "other")"#)).text().string() == "double")
        #expect(try inspect(read(#"let x: Any = 2; Text(x is String ? "string" : "other")"#)).text().string() == "other")
        #expect(try inspect(read(#"let xs = [1, 2]; Text(xs is [Int] ? "ints" : "other")"#)).text().string() == "ints")
        #expect(try inspect(read(#"let x = 2; Text(x as? Int == nil ? "nil" : "two")"#)).text().string() == "two")
        let forced = scriptError { try read(#"let x = 2; Text("\(x as! Int)")"#) }
        expectEqual(forced?.description.contains("not supported by the reader: 'as!' (forced casts)"), true)
        let wrong = scriptError { try read(#"let x = "a"; Text("\(x as Int)")"#) }
        expectEqual(wrong?.message, "cannot convert a string to Int with 'as'")
    }

    @Test func valuesOfTheWrongTypeSayWhatWasExpected() {
        let style = scriptError { try read(#"Circle().stroke(.red, style: 2)"#) }
        expectEqual(style?.message, "expected a StrokeStyle(…), found an integer")
        let both = scriptError { try read(#"Circle().stroke(.red, lineWidth: 2, style: StrokeStyle())"#) }
        expectEqual(both?.message, "expected 'lineWidth:' or 'style:', not both")
        let date = scriptError { try read(#"Text("now", style: .time)"#) }
        expectEqual(date?.message, "expected a date such as Date(timeIntervalSince1970: 0), found a string")
        let onDelete = scriptError { try read(#"Text("a").onDelete { _ in }"#) }
        expectEqual(onDelete?.message, "expected a ForEach before .onDelete(perform:), found Text")
        let selection = scriptError { try read(#"List(selection: .constant(nil)) { Text("a") }"#) }
        expectEqual(selection?.message, "the selection's type is not known: declare the property with its type, as @State private var selection: Set<Int> = []")
        let interval = scriptError { try read(#"ProgressView(timerInterval: 3)"#) }
        expectEqual(interval?.message, "expected a range of dates such as start...end, found an integer")
    }

    @Test func anEnumCasesAssociatedValuesTakeTheirDeclaredTypes() throws {
        let built = try read("""
            enum Outline { case square(side: Double), label(String) }
            struct Shape: View {
                let outline = Outline.square(side: 2)
                var name: String {
                    switch outline {
                    case .square(let side): return "square \\(side)"
                    case .label(let text): return text
                    }
                }
                var body: some View { Text(name) }
            }
            Shape()
            """)
        expectEqual(try inspect(built).find(text: "square 2.0").string(), "square 2.0")
    }

    @Test func aLocalBindableGivesBindingsThatWriteTheModel() throws {
        let reading = try ViewFile.live(files: [ViewFile.Source(name: "b.swift", text: """
            @Observable final class Draft { var title = "a" }
            struct Editor: View {
                @State private var draft = Draft()
                var body: some View {
                    @Bindable var draft = draft
                    VStack {
                        TextField("Title", text: $draft.title)
                        Text("Title: \\(draft.title)")
                    }
                }
            }
            #Preview { Editor() }
            """)])
        func open<V: View>(_ view: V) -> HeadlessDriver { HeadlessDriver(view, width: 30, height: 4) }
        let driver = open(reading.view)
        driver.press(.tab)
        driver.press(.character("b"))
        #expect(driver.text.contains("Title: ab"), "\(driver.text)")
        #expect(reading.session.errors.isEmpty, "\(reading.session.errors)")
    }
}
