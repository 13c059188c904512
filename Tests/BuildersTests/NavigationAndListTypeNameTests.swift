import Builders
import Foundation
import Testing
import Expectations

/// The navigation, list row, toolbar and text input modifiers make the types (and keep the values
/// at the Mirror paths) ViewInspector reads from SwiftUI's, where its sources record them.
@MainActor @Suite struct NavigationAndListTypeNameTests {
    let text = Text("x")

    @Test func navigationDestinationsOfAValueTypeABindingAndAnItem() throws {
        #expect(typeName(text.navigationDestination(for: Int.self) { Text("\($0)") })
            == "ModifiedContent<Text, NavigationDestinationModifier<Int, Text>>")
        let flag = text.navigationDestination(isPresented: .constant(true)) { Text("d") }
        expectEqual(typeName(flag), "ModifiedContent<Text, ViewDestinationNavigationDestinationModifier<Text>>")
        // ViewInspector reads `modifier|_isPresented` and `modifier|destination`.
        expectEqual((descendant(flag, "modifier", "_isPresented") as? Binding<Bool>)?.wrappedValue, true)
        #expect(descendant(flag, "modifier", "destination") is Text)
        let item = text.navigationDestination(item: .constant(Optional(3))) { Text("\($0)") }
        expectEqual(typeName(item), "ModifiedContent<Text, ItemDestinationNavigationDestinationModifier<Int, Text>>")
    }

    @Test func aSplitViewKeepsItsColumnsAndTheirVisibility() {
        let split = NavigationSplitView(columnVisibility: .constant(.detailOnly)) { Text("s") } detail: { Text("d") }
        expectEqual(typeName(split), "NavigationSplitView<Text, EmptyView, Text>")
        #expect(descendant(split, "sidebar") is Text && descendant(split, "detail") is Text && descendant(split, "content") is EmptyView)
        expectEqual((descendant(split, "columnVisibility", "some") as? Binding<NavigationSplitViewVisibility>)?.wrappedValue, .detailOnly)
        let three = NavigationSplitView { Text("s") } content: { Text("c") } detail: { Image(systemName: "d") }
        expectEqual(typeName(three), "NavigationSplitView<Text, Text, Image>")
    }

    @Test func navigationBarModifiersOfTheFirstEra() {
        #expect(typeName(text.navigationBarItems(trailing: Button("Add") {}))
            == "ModifiedContent<Text, NavigationBarItemsModifier<EmptyView, Button<Text>>>")
        let hidden = text.navigationBarBackButtonHidden(true)
        expectEqual(typeName(hidden), "ModifiedContent<Text, _PreferenceWritingModifier<NavigationBarBackButtonHiddenKey>>")
        expectEqual(descendant(hidden, "modifier", "value") as? Bool, true)
        #expect(typeName(text.navigationBarTitle("T", displayMode: .inline))
            == "ModifiedContent<ModifiedContent<Text, NavigationPropertiesModifier<Never, EmptyView, Text>>, "
            + "_PreferenceWritingModifier<NavigationBarTitleDisplayModeKey>>")
        expectEqual(typeName(text.navigationViewStyle(.stack)), "ModifiedContent<Text, NavigationViewStyleModifier<StackNavigationViewStyle>>")
    }

    @Test func toolbarAppearanceKeepsTheBarsAndTheirVisibility() {
        let hidden = text.toolbar(.hidden, for: .navigationBar, .tabBar)
        expectEqual(typeName(hidden), "ModifiedContent<Text, ToolbarAppearanceModifier>")
        // ViewInspector reads `modifier|bars` and `modifier|visibility|some`.
        expectEqual(descendant(hidden, "modifier", "bars") as? [ToolbarPlacement], [.navigationBar, .tabBar])
        expectEqual(descendant(hidden, "modifier", "visibility", "some") as? Visibility, .hidden)
        expectEqual(typeName(text.toolbarBackground(Color.red, for: .navigationBar)), "ModifiedContent<Text, ToolbarBackgroundModifier<Color>>")
    }

    @Test func rowTraitsAreWrittenByKeyAtViewInspectorsPaths() throws {
        let background = text.listRowBackground(Color.yellow)
        expectEqual(typeName(background), "ModifiedContent<Text, _TraitWritingModifier<ListRowBackgroundTraitKey>>")
        #expect(descendant(background, "modifier", "value", "some", "storage", "view") is Color)
        let insets = text.listRowInsets(EdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4))
        expectEqual(descendant(insets, "modifier", "value", "some") as? EdgeInsets, EdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4))
        expectEqual(typeName(text.badge(3)), "ModifiedContent<Text, _TraitWritingModifier<BadgeTraitKey>>")
        expectEqual(typeName(text.deleteDisabled(true)), "ModifiedContent<Text, _TraitWritingModifier<IsDeleteDisabledTraitKey>>")
        expectEqual(typeName(text.listRowSeparator(.hidden)), "ModifiedContent<Text, _TraitWritingModifier<ListRowSeparatorVisibilityTraitKey>>")
    }

    @Test func onDeleteAndOnMoveChainOnAForEach() throws {
        var moved: (IndexSet, Int)?
        let rows = ForEach([1, 2], id: \.self) { Text("\($0)") }
            .onDelete { _ in }
            .onMove { moved = ($0, $1) }
        #expect(typeName(rows).hasSuffix("_TraitWritingModifier<OnDeleteTraitKey>>, _TraitWritingModifier<OnMoveTraitKey>>"))
        expectEqual(rows.data, [1, 2])
        let action = try #require(descendant(rows, "modifier", "value", "some") as? (IndexSet, Int) -> Void)
        action(IndexSet(integer: 1), 0)
        #expect(moved?.0 == IndexSet(integer: 1) && moved?.1 == 0)
    }

    @Test func moveFromOffsetsToOffsetMovesAsSwiftUIsExtensionDoes() {
        var letters = ["a", "b", "c", "d"]
        letters.move(fromOffsets: IndexSet(integer: 0), toOffset: 2)
        expectEqual(letters, ["b", "a", "c", "d"])
        letters.move(fromOffsets: IndexSet([2, 3]), toOffset: 0)
        expectEqual(letters, ["c", "d", "b", "a"])
        letters.move(fromOffsets: IndexSet(integer: 1), toOffset: 4)
        expectEqual(letters, ["c", "b", "a", "d"])
    }

    @Test func rowActionsSearchAndRefreshModifiers() {
        expectEqual(typeName(text.swipeActions { Button("A") {} }), "ModifiedContent<Text, SwipeActionsModifier<Button<Text>>>")
        expectEqual(typeName(text.contextMenu { Button("A") {} }), "ModifiedContent<Text, ContextMenuModifier<Button<Text>, EmptyView>>")
        #expect(typeName(text.contextMenu(ContextMenu { Button("A") {} }))
            == "ModifiedContent<Text, ContextMenuModifier<Optional<Button<Text>>, EmptyView>>")
        expectEqual(typeName(text.searchable(text: .constant(""), prompt: "Find")), "ModifiedContent<Text, SearchableModifier>")
        expectEqual(typeName(text.refreshable {}), "ModifiedContent<Text, _EnvironmentKeyWritingModifier<Optional<RefreshAction>>>")
    }

    @Test func textInputTraitsAreEnvironmentWrites() {
        // ViewInspector reads `disableAutocorrection` as an environment write of an optional Bool.
        expectEqual(typeName(text.disableAutocorrection(true)), "ModifiedContent<Text, _EnvironmentKeyWritingModifier<Optional<Bool>>>")
        expectEqual(typeName(text.autocorrectionDisabled()), "ModifiedContent<Text, _EnvironmentKeyWritingModifier<Bool>>")
        expectEqual(typeName(text.submitLabel(.done)), "ModifiedContent<Text, _EnvironmentKeyWritingModifier<SubmitLabel>>")
    }

    @Test func anEditButtonReadsTheEditModeOfItsEnvironment() {
        // ViewInspector reads the edit mode at `_editMode`.
        expectEqual(childLabels(EditButton()), ["_editMode"])
        #expect(EnvironmentValues().editMode == nil)
        #expect(EditMode.active.isEditing && EditMode.transient.isEditing && !EditMode.inactive.isEditing)
    }

    @Test func anAsyncImageKeepsItsURLScaleAndPhases() throws {
        let url = URL(string: "https://example.com/a.png")
        let image = AsyncImage(url: url, scale: 2) { $0 } placeholder: { Text("…") }
        expectEqual(typeName(image), "AsyncImage<_ConditionalContent<Image, Text>>")
        expectEqual(childLabels(image), ["url", "scale", "transaction", "content"])
        expectEqual(descendant(image, "url", "some") as? URL, url)
        expectEqual(descendant(image, "scale") as? CGFloat, 2)
        #expect(AsyncImagePhase.empty.image == nil && AsyncImagePhase.empty.error == nil)
        #expect(AsyncImagePhase.success(Image(systemName: "x")).image != nil)
    }

    @Test func environmentActionsAreTheSameFromFrameToFrameAtOnePlace() {
        var runs = 0
        let first = DismissAction(identity: "sheet()") { runs += 1 }
        let again = DismissAction(identity: "sheet()") {}
        expectEqual(first, again)
        first()
        expectEqual(runs, 1)
        #expect(!EnvironmentValues().presentationMode.wrappedValue.isPresented)
        // `presentationMode.wrappedValue.dismiss()` runs the environment's dismiss action.
        var values = EnvironmentValues()
        values.isPresented = true
        values.dismiss = first
        #expect(values.presentationMode.wrappedValue.isPresented)
        values.presentationMode.wrappedValue.dismiss()
        expectEqual(runs, 2)
        expectEqual(EnvironmentValues().scenePhase, .active)
    }
}
