import Builders
import Foundation
import Render
import Testing
import Expectations

/// Navigation and list API drawn in a terminal: split views side by side, edit buttons and edit
/// mode's row controls, a search field, bar items, a hidden navigation bar, row badges,
/// backgrounds and insets, and a remote image's placeholder.
@MainActor @Suite struct NavigationAndListRenderTests {
    func text(_ view: some View, width: Int = 30) throws -> String {
        try Renderer.render(view, width: width).canvas.plainText
    }

    @Test func aSplitViewDrawsItsColumnsSideBySide() throws {
        expectEqual(try text(NavigationSplitView { Text("Side") } content: { Text("Mid") } detail: { Text("Detail") }), "Side │ Mid │ Detail")
        expectEqual(try text(NavigationSplitView { Text("Side") } detail: { Text("Detail") }), "Side │ Detail")
        expectEqual(try text(NavigationSplitView(columnVisibility: .constant(.detailOnly)) { Text("Side") } detail: { Text("Detail") }), "Detail")
    }

    @Test func anEditButtonIsLabelledByTheModeItSwitchesFrom() throws {
        var mode = EditMode.active
        let binding = Binding(get: { mode }, set: { mode = $0 })
        expectEqual(try text(EditButton()), " Edit")
        expectEqual(try text(VStack { EditButton() }.environment(\.editMode, binding)), " Done")
        let screen = try Renderer.render(VStack { EditButton() }.environment(\.editMode, binding), width: 10)
        screen.focusTargets.first?.activate()
        expectEqual(mode, .inactive)
    }

    @Test func inEditModeARowShowsItsDeleteAndMoveControls() throws {
        let binding = Binding<EditMode>.constant(.active)
        let list = List {
            ForEach(["a", "b"], id: \.self) { Text($0).moveDisabled($0 == "b") }
                .onDelete { _ in }
                .onMove { _, _ in }
        }
        expectEqual(try text(list.environment(\.editMode, binding)), " ⊖  a                       ≡\n ⊖  b")
        // Out of edit mode the rows are drawn as they are, each focusable for Delete.
        let screen = try Renderer.render(list, width: 30)
        expectEqual(screen.canvas.plainText, "a\nb")
        expectEqual(screen.focusTargets.map(\.rowControl), [.actions, .actions])
    }

    @Test func aSearchableViewHasASearchFieldUnderTheTitleAboveTheContent() throws {
        let titled = List { Text("apple") }.searchable(text: .constant("")).navigationTitle("Fruit")
        expectEqual(try text(titled), "Fruit\nSearch: [▁▁▁▁▁▁▁▁▁▁]\napple")
        expectEqual(try text(List { Text("apple") }.searchable(text: .constant(""), prompt: "Find")), "Search: [Find▁▁▁▁▁▁]\napple")
        expectEqual(try text(List { Text("apple") }.searchable(text: .constant("ap"))), "Search: [ap▁▁▁▁▁▁▁▁]\napple")
    }

    @Test func barItemsAreDrawnAtTheEndsOfTheNavigationBarAboveTheTitle() throws {
        let view = Text("body").navigationTitle("T").navigationBarItems(leading: Text("L"), trailing: Text("R"))
        expectEqual(try text(view), "L                            R\nT\nbody")
        let toolbar = Text("body").toolbar {
            ToolbarItem(placement: .navigation) { Text("N") }
            ToolbarItem(placement: .primaryAction) { Text("P") }
        }
        expectEqual(try text(toolbar), "N                            P\nbody")
    }

    @Test func aHiddenNavigationBarDrawsNoTitleOrToolbar() throws {
        expectEqual(try text(Text("body").navigationTitle("T").toolbar(.hidden, for: .navigationBar)), "body")
        expectEqual(try text(Text("body").toolbar(.hidden, for: .navigationBar).navigationTitle("T")), "body")
        expectEqual(try text(Text("body").toolbar { Text("item") }.navigationBarHidden(true)), "body")
        expectEqual(try text(Text("body").navigationTitle("T").toolbar(.hidden, for: .tabBar)), "T\nbody")
    }

    @Test func aRowsBadgeBackgroundAndInsets() throws {
        expectEqual(try text(List { Text("Inbox").badge(3) }), "Inbox                        3")
        expectEqual(try text(List { Text("Inbox").badge(0) }), "Inbox")
        expectEqual(try text(List { Text("Row").listRowInsets(EdgeInsets(top: 0, leading: 16, bottom: 0, trailing: 0)) }), "  Row")
        let screen = try Renderer.render(List { Text("Row").listRowBackground(Color.yellow) }, width: 20)
        expectEqual(screen.canvas.plainText, "Row")
        #expect(screen.canvas[0, 15].style.background != nil)
    }

    @Test func aSpacerInARowsLinkPushesItsValueToTheTrailingEnd() throws {
        let recipe = List {
            NavigationLink(destination: Text("Details")) {
                HStack {
                    Text("Soup")
                    Spacer()
                    Text("35 min")
                }
            }
        }
        // The link's row takes the list's 30 columns: a column of its frame each side, then its
        // label and `›` a column apart; the label's Spacer takes what its texts (and the
        // columns between them) leave of the 26: 14, so 16 columns part the texts.
        let drawn = try text(recipe)
        expectEqual(drawn, " Soup" + String(repeating: " ", count: 16) + "35 min ›")
        // Without a Spacer, the label keeps its own width.
        expectEqual(try text(List { NavigationLink("Soup", destination: Text("Details")) }), " Soup ›")
    }

    @Test func aRowThatFillsItsWidthLeavesRoomForItsBadge() throws {
        let row = HStack {
            Text("Read")
            Spacer()
            Text("2/5")
        }
        // The badge and a column before it leave the row 28 columns: its Spacer takes 19, and
        // with the columns between the texts, 21 columns part them.
        let drawn = try text(List { row.badge(3) })
        expectEqual(drawn, "Read" + String(repeating: " ", count: 21) + "2/5 3")
    }

    @Test func anAsyncImageDrawsItsPlaceholder() throws {
        let url = URL(string: "https://example.com/a.png")
        expectEqual(try text(AsyncImage(url: url) { $0 } placeholder: { Text("Loading") }), "Loading")
        expectEqual(try text(AsyncImage(url: url)), "▣")
    }

    @Test func aViewWithActionsIsAFocusTargetDrawnAsItself() throws {
        let screen = try Renderer.render(List { Text("Mail").swipeActions { Button("Delete") {} } }, width: 20)
        expectEqual(screen.canvas.plainText, "Mail")
        expectEqual(screen.focusTargets.count, 1)
        expectEqual(screen.focusTargets.first?.rowControl, .actions)
        // A view with a control of its own is not made another target.
        let buttonRow = try Renderer.render(List { Button("Open") {}.contextMenu { Button("Copy") {} } }, width: 20)
        expectEqual(buttonRow.focusTargets.count, 1)
        expectEqual(buttonRow.focusTargets.first?.rowControl, nil)
    }
}
