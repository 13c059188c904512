import Builders
import Inspect
import Script
import Testing
import Expectations

/// The reader builds the containers family's views as compiled code does: the same type and the
/// same Mirror layout (`dump`), for every initialiser form the reader accepts.
@MainActor @Suite struct ContainersReaderTests {
    static func cases() -> [(String, any View)] {
        [
            (#"List { Text("a"); Text("b") }"#, List { Text("a"); Text("b") }),
            (#"List(0..<3) { i in Text("\(i)") }"#, List(0..<3) { i in Text("\(i)") }),
            (#"List(["a", "b"], id: \.self) { s in Text(s) }"#, List(["a", "b"], id: \.self) { s in Text(s) }),
            (#"Form { Section("Title") { Text("row") } }"#, Form { Section("Title") { Text("row") } }),
            (#"Section { Text("r") } header: { Text("H") } footer: { Text("F") }"#,
             Section { Text("r") } header: { Text("H") } footer: { Text("F") }),
            (#"Section { Text("r") } header: { Text("H") }"#, Section { Text("r") } header: { Text("H") }),
            (#"Section(header: Text("H"), footer: Text("F")) { Text("r") }"#, Section(header: Text("H"), footer: Text("F")) { Text("r") }),
            (#"Section { Text("r") }"#, Section { Text("r") }),
            (#"ScrollView(.horizontal, showsIndicators: false) { Text("a") }"#, ScrollView(.horizontal, showsIndicators: false) { Text("a") }),
            (#"ScrollView { Text("a") }"#, ScrollView { Text("a") }),
            (#"ScrollView([.horizontal, .vertical]) { Text("a") }"#, ScrollView([.horizontal, .vertical]) { Text("a") }),
            (#"LazyVStack(alignment: .leading, spacing: 4, pinnedViews: [.sectionHeaders]) { Text("a") }"#,
             LazyVStack(alignment: .leading, spacing: 4, pinnedViews: [.sectionHeaders]) { Text("a") }),
            (#"LazyHStack(alignment: .top) { Text("a"); Text("b") }"#, LazyHStack(alignment: .top) { Text("a"); Text("b") }),
            (#"LazyVGrid(columns: [GridItem(.fixed(80)), GridItem(.flexible(minimum: 20), spacing: 4), GridItem(.adaptive(minimum: 40))], spacing: 2) { Text("a") }"#,
             LazyVGrid(columns: [GridItem(.fixed(80)), GridItem(.flexible(minimum: 20), spacing: 4), GridItem(.adaptive(minimum: 40))], spacing: 2) { Text("a") }),
            (#"LazyHGrid(rows: [GridItem(), GridItem(.flexible(), alignment: .top)], alignment: .bottom) { Text("a") }"#,
             LazyHGrid(rows: [GridItem(), GridItem(.flexible(), alignment: .top)], alignment: .bottom) { Text("a") }),
            (#"Grid(alignment: .topLeading, horizontalSpacing: 8) { GridRow(alignment: .top) { Text("a"); Text("b") }; Divider() }"#,
             Grid(alignment: .topLeading, horizontalSpacing: 8) { GridRow(alignment: .top) { Text("a"); Text("b") }; Divider() }),
            (#"TabView { Text("a").tabItem { Text("A") } }"#, TabView { Text("a").tabItem { Text("A") } }),
            (#"TabView(selection: .constant(1)) { Tab("A", systemImage: "a", value: 1) { Text("a") }; Tab(value: 2) { Text("b") } label: { Text("B") } }"#,
             TabView(selection: .constant(1)) { Tab("A", systemImage: "a", value: 1) { Text("a") }; Tab(value: 2) { Text("b") } label: { Text("B") } }),
            (#"TabView { Tab("A", image: "a") { Text("a") } }"#, TabView { Tab("A", image: "a") { Text("a") } }),
            (#"TabView(selection: .constant(1)) { Text("a").tabItem { Image(systemName: "house"); Text("A") }.tag(1) }"#,
             TabView(selection: .constant(1)) { Text("a").tabItem { Image(systemName: "house"); Text("A") }.tag(1) }),
            (#"NavigationView { NavigationLink("Next", destination: Text("D")) }"#, NavigationView { NavigationLink("Next", destination: Text("D")) }),
            (#"NavigationStack { NavigationLink { Text("D") } label: { Text("L") } }"#, NavigationStack { NavigationLink { Text("D") } label: { Text("L") } }),
            (#"NavigationLink(destination: Text("D")) { Image(systemName: "x") }"#, NavigationLink(destination: Text("D")) { Image(systemName: "x") }),
            (#"NavigationLink(destination: Text("D"), isActive: .constant(true)) { Text("L") }"#,
             NavigationLink(destination: Text("D"), isActive: .constant(true)) { Text("L") }),
            (#"NavigationLink("T") { Text("D") }"#, NavigationLink("T") { Text("D") }),
            (#"NavigationLink("Item", value: 3)"#, NavigationLink("Item", value: 3)),
            (#"NavigationLink(value: "a") { Text("L") }"#, NavigationLink(value: "a") { Text("L") }),
            (#"GroupBox("Box") { Text("a") }"#, GroupBox("Box") { Text("a") }),
            (#"GroupBox { Text("a") }"#, GroupBox { Text("a") }),
            (#"GroupBox { Text("a") } label: { Text("L") }"#, GroupBox { Text("a") } label: { Text("L") }),
            (#"GroupBox(label: Text("L")) { Text("a") }"#, GroupBox(label: Text("L")) { Text("a") }),
            (#"DisclosureGroup("More") { Text("a") }"#, DisclosureGroup("More") { Text("a") }),
            (#"DisclosureGroup("More", isExpanded: .constant(true)) { Text("a") }"#, DisclosureGroup("More", isExpanded: .constant(true)) { Text("a") }),
            (#"DisclosureGroup { Text("a") } label: { Text("L") }"#, DisclosureGroup { Text("a") } label: { Text("L") }),
            (#"Menu("M") { Button("Copy") {} }"#, Menu("M") { Button("Copy") {} }),
            (#"Menu { Text("a") } label: { Text("L") }"#, Menu { Text("a") } label: { Text("L") }),
            (#"Menu { Text("a") } label: { Text("L") } primaryAction: {}"#, Menu { Text("a") } label: { Text("L") } primaryAction: {}),
            (#"ControlGroup { Button("a") {} }"#, ControlGroup { Button("a") {} }),
            (#"ViewThatFits(in: .horizontal) { Text("a"); Text("b") }"#, ViewThatFits(in: .horizontal) { Text("a"); Text("b") }),
            (#"ViewThatFits { Text("a") }"#, ViewThatFits { Text("a") }),
        ]
    }

    @Test func everyContainerFormMatchesCompiledCode() throws {
        for (source, compiled) in Self.cases() {
            let built = try read(source)
            #expect(typeName(built) == typeName(compiled), "\(source)")
            #expect(standardDump(built) == standardDump(compiled), "\(source)")
        }
    }

    @Test func theReadersTreeIsInspectedAsCompiledCodesIs() throws {
        let source = #"NavigationView { List { Section("S") { NavigationLink("Go", destination: Text("D")) } } }"#
        let compiled = NavigationView { List { Section("S") { NavigationLink("Go", destination: Text("D")) } } }
        #expect(try inspect(try read(source)).treeDump() == compiled.inspect().treeDump())
    }

    @Test func aGridsColumnsMustBeAnArrayOfGridItems() {
        let error = scriptError { try read(#"LazyVGrid(columns: 3) { Text("a") }"#) }
        expectEqual(error?.message, "expected an array of GridItem(…) such as [GridItem(.flexible())], found an integer")
        let element = scriptError { try read(#"LazyVGrid(columns: [GridItem(), 2]) { Text("a") }"#) }
        expectEqual(element?.message, "expected GridItem(…), found an integer")
        let size = scriptError { try read(#"LazyVGrid(columns: [GridItem(.huge)]) { Text("a") }"#) }
        expectEqual(size?.message.contains("expected a size such as .fixed(80)"), true)
    }

    @Test func aNavigationLinkNeedsADestination() {
        let error = scriptError { try read(#"NavigationLink("T")"#) }
        expectEqual(error?.message.contains("NavigationLink needs a destination"), true)
    }
}
