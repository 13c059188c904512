import Builders
@testable import Inspect
import Testing
import Expectations

/// Every kind states its role in a view list twice: in its descriptor (`ViewKind.listRole`, which
/// the inspector's view list reads) and, for the package's own type, in the conformance its static
/// walk comes from (`_PrimitiveView`, `_LayoutView`, `_LabelledControl`, or a `_visitViewList` of
/// its own). These tests build a value of every such kind and check that the two agree.
@MainActor @Suite struct ListRoleAgreementTests {
    /// What the static walk does with a view at its root: the first hook it calls.
    struct RoleRecorder: _ViewListVisitor {
        typealias Failure = any Error

        var roles: [ViewKind.ListRole] = []

        mutating func visitText(_ text: Text) { roles.append(.leaf) }
        mutating func visitLeaf<Leaf: View>(_ leaf: Leaf) { roles.append(.leaf) }
        mutating func visitStack<Stack: View, Content: View>(_ stack: Stack, content: Content) { roles.append(.stack) }
        mutating func visitControl<Control: View, Label: View>(_ control: Control, label: Label) { roles.append(.control) }
        mutating func visitSublist<Container: View>(_ container: Container, content visitContent: (inout Self) throws(Failure) -> Void) {
            roles.append(.sublist)
        }
        mutating func visitElement<ID: Hashable>(id: ID, content visitContent: (inout Self) throws(Failure) -> Void) {}
        mutating func visitModifier<Modifier: ViewModifier>(_ modifier: Modifier, content visitContent: (inout Self) throws(Failure) -> Void) {}
        mutating func visitTag<Tag: Hashable>(_ tag: Tag) {}
        /// A custom view: the walk goes through its body, whose items join the list.
        mutating func visitUnknownView<Unknown: View>(_ view: Unknown) { roles.append(.sublist) }
        mutating func visitUnknownValue(_ value: Any) {}
    }

    struct Row: View {
        var body: some View { Text("row") }
    }

    struct Outline: Identifiable {
        var id = 0
        var children: [Outline]?
    }

    /// A value of every kind whose node is a view of this package.
    nonisolated static var samples: [(kind: ViewKind, view: any View)] { [
        (.text, Text("t")),
        (.image, Image(systemName: "star")),
        (.button, Button("b") {}),
        (.toggle, Toggle("t", isOn: .constant(true))),
        (.picker, Picker("p", selection: .constant(1)) { Text("one").tag(1) }),
        (.hStack, HStack { Text("a") }),
        (.vStack, VStack { Text("a") }),
        (.zStack, ZStack { Text("a") }),
        (.group, Group { Text("a") }),
        (.forEach, ForEach(0..<2) { i in Text("\(i)") }),
        (.anyView, AnyView(Text("a"))),
        (.emptyView, EmptyView()),
        (.spacer, Spacer()),
        (.divider, Divider()),
        (.color, Color.red),
        (.shape, Rectangle()),
        (.shape, Circle()),
        (.shape, Capsule()),
        (.shape, Ellipse()),
        (.shape, RoundedRectangle(cornerRadius: 2)),
        (.shape, Circle().fill(Color.red)),
        (.shape, Rectangle().stroke(Color.red)),
        (.custom, Row()),
        (.absent, Text?.none),
        (.list, List { Text("a") }),
        (.form, Form { Text("a") }),
        (.section, Section { Text("a") }),
        (.scrollView, ScrollView { Text("a") }),
        (.lazyVStack, LazyVStack { Text("a") }),
        (.lazyHStack, LazyHStack { Text("a") }),
        (.lazyVGrid, LazyVGrid(columns: [GridItem()]) { Text("a") }),
        (.lazyHGrid, LazyHGrid(rows: [GridItem()]) { Text("a") }),
        (.grid, Grid { GridRow { Text("a") } }),
        (.gridRow, GridRow { Text("a") }),
        (.tabView, TabView { Text("a") }),
        (.navigationView, NavigationView { Text("a") }),
        (.navigationStack, NavigationStack { Text("a") }),
        (.navigationLink, NavigationLink(destination: Text("d")) { Text("go") }),
        (.navigationSplitView, NavigationSplitView { Text("s") } detail: { Text("d") }),
        (.editButton, EditButton()),
        (.asyncImage, AsyncImage(url: URL(string: "https://example.com/a.png"))),
        (.groupBox, GroupBox("g") { Text("a") }),
        (.disclosureGroup, DisclosureGroup("d") { Text("a") }),
        (.menu, Menu("m") { Text("a") }),
        (.controlGroup, ControlGroup { Button("a") {} }),
        (.viewThatFits, ViewThatFits { Text("a") }),
        (.textField, TextField("t", text: .constant(""))),
        (.secureField, SecureField("s", text: .constant(""))),
        (.textEditor, TextEditor(text: .constant(""))),
        (.stepper, Stepper("s", value: .constant(1), in: 0...5)),
        (.slider, Slider(value: .constant(0.5))),
        (.datePicker, DatePicker("d", selection: .constant(Date(timeIntervalSince1970: 0)))),
        (.colorPicker, ColorPicker("c", selection: .constant(Color.red))),
        (.progressView, ProgressView("p")),
        (.link, Link("l", destination: URL(fileURLWithPath: "/"))),
        (.label, Label("l", systemImage: "star")),
        (.labeledContent, LabeledContent("k", value: "v")),
        (.contentUnavailableView, ContentUnavailableView("k", systemImage: "tray")),
        (.toolbarItem, ToolbarItem { Text("a") }),
        (.toolbarItemGroup, ToolbarItemGroup { Text("a") }),
        (.linearGradient, LinearGradient(colors: [.red], startPoint: .top, endPoint: .bottom)),
        (.radialGradient, RadialGradient(colors: [.red], center: .center, startRadius: 0, endRadius: 1)),
        (.angularGradient, AngularGradient(colors: [.red], center: .center)),
        (.ellipticalGradient, EllipticalGradient(colors: [.red])),
        (.geometryReader, GeometryReader { _ in Text("a") }), (.scrollViewReader, ScrollViewReader { _ in Text("a") }),
        (.timelineView, TimelineView(.everyMinute) { _ in Text("a") }), (.canvas, Canvas { _, _ in }),
        (.shareLink, ShareLink("s", item: "i")),
        (.multiDatePicker, MultiDatePicker("m", selection: .constant([]))),
        (.outlineGroup, OutlineGroup([Outline()], children: \.children) { _ in Text("o") }),
        (.gauge, Gauge(value: 0.5) { Text("g") }),
        (.table, Table([Outline()]) { TableColumn("t") { _ in Text("c") } }),
        (.styleConfigurationLabel, ButtonStyleConfiguration(isPressed: false).label),
        (.styleConfigurationLabel, PrimitiveButtonStyleConfiguration(onTrigger: {}).label),
        (.styleConfigurationLabel, ToggleStyleConfiguration(isOn: true).label),
        (.styleConfigurationLabel, ProgressViewStyleConfiguration.Label()),
        (.styleConfigurationLabel, GroupBoxStyleConfiguration().label),
        (.styleConfigurationLabel, MenuStyleConfiguration().label),
        (.styleConfigurationContent, GroupBoxStyleConfiguration().content),
        (.styleConfigurationContent, MenuStyleConfiguration().content),
        (.styleConfigurationTitle, LabelStyleConfiguration().title),
        (.styleConfigurationIcon, LabelStyleConfiguration().icon),
        (.styleConfigurationCurrentValueLabel, ProgressViewStyleConfiguration.CurrentValueLabel()),
    ] }

    /// The kinds whose nodes are no views of this package: a block (a wrapper, whose walk visits
    /// its elements), a value the inspector does not know, the content stand-in only a modifier
    /// inspected on its own holds, and the nodes of modifiers (a toolbar, the presentations), which
    /// the static walk passes through as modifiers.
    static let kindsWithoutAView: Set<ViewKind> = [
        .tupleView, .unknown, .viewModifierContent, .toolbar, .sheet, .fullScreenCover, .popover, .alert, .confirmationDialog, .actionSheet,
        .navigationDestination,
        .tableColumn,
    ]

    @Test func everyKindWithAViewOfThisPackageHasASample() {
        let sampled = Set(Self.samples.map(\.kind))
        for descriptor in KindDescriptor.all where !Self.kindsWithoutAView.contains(descriptor.kind) {
            #expect(sampled.contains(descriptor.kind), "no sample of \(descriptor.kind)")
        }
        #expect(sampled.isDisjoint(with: Self.kindsWithoutAView))
    }

    @Test(arguments: samples.indices)
    func theDescriptorsListRoleIsWhatTheStaticWalkDoes(index: Int) throws {
        let (kind, view) = Self.samples[index]
        let inspected = inspect(view)
        expectEqual(inspected.kind, kind)
        var recorder = RoleRecorder()
        try view._visitViewList(&recorder)
        let walked: ViewKind.ListRole = recorder.roles.first ?? .nothing
        #expect(walked == kind.descriptor.listRole, "\(kind): the static walk makes it \(walked), its descriptor \(kind.descriptor.listRole)")
        #expect(recorder.roles.count <= 1)
    }
}
