import Builders
import Render
import Testing
import Expectations

/// How the modifiers family draws in a terminal.
@MainActor @Suite struct ModifiersRenderTests {
    private func draw<V: View>(_ view: V, width: Int = 20, height: Int? = nil) throws -> String {
        try Renderer.render(view, width: width, height: height).canvas.plainText
    }

    @Test func toolbarItemsAreTheNavigationBarAndTheLargeTitleABoldLineUnderIt() throws {
        let view = VStack(alignment: .leading) { Text("row") }
            .navigationTitle("Inbox")
            .toolbar {
                ToolbarItem(placement: .navigationBarLeading) { Text("Edit") }
                ToolbarItem(placement: .navigationBarTrailing) { Text("Add") }
            }
        let screen = try Renderer.render(view, width: 12)
        // The navigation bar on top (Edit at its leading end, Add at its trailing end, in 12
        // columns), then the large title, bold, then the content.
        expectEqual(screen.canvas.plainText, "Edit     Add\nInbox\nrow")
        #expect(screen.canvas[1, 0].style.bold)
        #expect(!screen.canvas[0, 0].style.bold)
        #expect(!screen.canvas[2, 0].style.bold)
        // The same lines whichever of the two modifiers is applied first.
        let swapped = VStack(alignment: .leading) { Text("row") }
            .toolbar { ToolbarItem(placement: .navigationBarTrailing) { Text("Add") } }
            .navigationTitle("Inbox")
        expectEqual(try draw(swapped, width: 12), "         Add\nInbox\nrow")
    }

    @Test func anInlineTitleAndThePrincipalItemAreInTheMiddleOfTheNavigationBar() throws {
        // 16 columns: "Back" (4) and "Add" (3) at the ends, the title (5), the bar's spacing (1
        // between each of its five parts) and the 0 columns left for the two spacers.
        let inline = Text("row").navigationTitle("Inbox").navigationBarTitleDisplayMode(.inline)
            .toolbar {
                ToolbarItem(placement: .topBarLeading) { Text("Back") }
                ToolbarItem(placement: .topBarTrailing) { Text("Add") }
            }
        expectEqual(try draw(inline, width: 16), "Back  Inbox  Add\nrow")
        // A principal item takes the middle (the spacers share the 6 free columns: 3 on either
        // side, less the bar's spacing), and the large title keeps its own line.
        let principal = Text("row").navigationTitle("Inbox").toolbar { ToolbarItem(placement: .principal) { Text("Logo") } }
        expectEqual(try draw(principal, width: 12), "    Logo\nInbox\nrow")
    }

    @Test func bottomBarStatusAndKeyboardItemsAreALineUnderTheContent() throws {
        let view = Text("row").navigationTitle("Notes").toolbar {
            ToolbarItem(placement: .bottomBar) { Text("New") }
            ToolbarItem(placement: .status) { Text("3 notes") }
            ToolbarItem(placement: .keyboard) { Text("Done") }
        }
        // Two bottom items split around the status: New leading, the status, Done trailing.
        expectEqual(try draw(view, width: 20), "Notes\nrow\nNew   3 notes   Done")
    }

    @Test func aSheetIsDrawnOnlyWhilePresentedInPlaceOfTheScreen() throws {
        let shown = VStack { Text("main") }.sheet(isPresented: .constant(true)) { Text("details") }
        expectEqual(try draw(shown, width: 14), "━━ Sheet ━━━━━\ndetails")
        let hidden = VStack { Text("main") }.sheet(isPresented: .constant(false)) { Text("details") }
        expectEqual(try draw(hidden, width: 14), "main")
        let cover = Text("main").fullScreenCover(isPresented: .constant(true)) { Text("cover") }
        #expect(try draw(cover, width: 24).hasPrefix("━━ Full Screen Cover ━━━\ncover"))
    }

    @Test func anAlertIsABoxOverTheContentWithItsTitleMessageAndActions() throws {
        let content = VStack(alignment: .leading) { ForEach(0..<7) { i in Text("line \(i) of the list") } }
        let view = content.alert("Delete?", isPresented: .constant(true)) {
            Button("OK") {}
            Button("Cancel") {}
        } message: { Text("Gone") }
        let screen = try Renderer.render(view, width: 20)
        let lines = screen.canvas.plainText.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        expectEqual(lines.count, 7)
        expectEqual(lines[0], "line 0 of the list")
        #expect(lines[1].contains("┌") && lines[1].contains("┐"))
        #expect(lines[2].contains("Delete?"))
        #expect(lines[3].contains("Gone"))
        #expect(lines[4].contains("OK") && lines[4].contains("Cancel"))
        expectEqual(lines[6], "line 6 of the list")
        // Its buttons are the controls one can choose.
        expectEqual(screen.focusTargets.count, 2)
        let notShown = content.alert("Delete?", isPresented: .constant(false)) { Button("OK") {} }
        expectEqual(try draw(notShown).contains("Delete?"), false)
    }

    @Test func aConfirmationDialogStacksItsActions() throws {
        let view = Text("x").confirmationDialog("Share", isPresented: .constant(true), titleVisibility: .visible) {
            Button("Mail") {}
            Button("Print") {}
        }
        expectEqual(try draw(view, width: 12), "┌─────────┐\n│  Share  │\n│  Mail   │\n│  Print  │\n└─────────┘")
    }

    @Test func anOldStyleAlertShowsItsButtons() throws {
        let view = Text("x").alert(isPresented: .constant(true)) {
            Alert(title: Text("Saved"), message: nil, dismissButton: .default(Text("OK")))
        }
        expectEqual(try draw(view, width: 12), "┌───────┐\n│ Saved │\n│  OK   │\n└───────┘")
    }

    @Test func aPopoverIsBoxedOverTheScreenAndOverTheViewsAfterItsAnchor() throws {
        // A presentation is shown over the whole screen, whichever view presents
        // it (a compact SwiftUI screen shows a popover over all): the box, 5 × 3, is centred on the
        // screen, 11 columns (the longer line) × 3 rows (the box's height), so from column 3 and row 0.
        let view = VStack(alignment: .leading) {
            Text("one").popover(isPresented: .constant(true)) { Text("tip") }
            Text("two two two")
        }
        expectEqual(try draw(view), "one┌───┐\ntwo│tip│two\n   └───┘")
    }

    @Test func hiddenKeepsItsSpaceBlank() throws {
        let view = HStack { Text("a"); Text("bb").hidden(); Text("c") }
        expectEqual(try draw(view), "a    c")
        let screen = try Renderer.render(VStack { Button("go") {}.hidden() }, width: 10)
        #expect(screen.focusTargets.isEmpty)
    }

    @Test func offsetAndPositionMoveTheDrawingByCells() throws {
        let moved = VStack(alignment: .leading) { Text("a").offset(x: 16, y: 16); Text("b") }
        expectEqual(try draw(moved), "\nb a")
        let placed = Text("x").position(x: 24, y: 16)
        expectEqual(try draw(placed, width: 6, height: 2), "\n   x")
    }

    @Test func stylesChangeHowControlsAreDrawn() throws {
        let toggles = VStack(alignment: .leading) {
            Toggle("On", isOn: .constant(true))
            Toggle("Off", isOn: .constant(false))
            Toggle("Box", isOn: .constant(true)).toggleStyle(.checkbox)
        }.toggleStyle(.switch)
        expectEqual(try draw(toggles), " (  ●) On\n (●  ) Off\n [x] Box")
        let prominent = try Renderer.render(Button("Buy") {}.buttonStyle(.borderedProminent), width: 10)
        #expect(prominent.canvas[0, 1].style.inverse)
        let plain = try Renderer.render(Button("Buy") {}.buttonStyle(.plain), width: 10, focusIndex: nil)
        #expect(!plain.canvas[0, 1].style.inverse)
    }

    @Test func foregroundStyleTintAndAccentColourText() throws {
        for view in [AnyView(Text("x").foregroundStyle(.red)), AnyView(Text("x").tint(.red)), AnyView(Text("x").accentColor(.red))] {
            let screen = try Renderer.render(view, width: 4)
            expectEqual(screen.canvas[0, 0].style.foreground, .basic(1))
        }
    }

    @Test func recordedModifiersLeaveTheDrawingAsItWas() throws {
        let plain = try draw(Text("same"))
        let view = Text("same").shadow(radius: 2).blur(radius: 1).clipped().zIndex(1).fixedSize().layoutPriority(1)
            .ignoresSafeArea().mask { Text("m") }.onAppear {}.accessibilityHint("h").keyboardType(.numberPad)
        expectEqual(try draw(view), plain)
    }
}
