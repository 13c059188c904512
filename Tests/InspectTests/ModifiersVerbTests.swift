import Builders
import Inspect
import Testing
import Expectations

/// The name of a value's type.
private func typeName(of value: Any) -> String { String(describing: type(of: value)) }

/// A value a test binding reads and writes.
private final class Flag {
    var value: Bool
    init(_ value: Bool) { self.value = value }
    var binding: Binding<Bool> { Binding(get: { self.value }, set: { self.value = $0 }) }
}

/// ViewInspector's general verbs and the presentation steps, on the modifiers family's modifiers.
@MainActor @Suite struct ModifiersVerbTests {
    @Test func environmentValuesAreReadOnTheViewAndBelowTheWriter() throws {
        let view = VStack { Text("a"); Image(systemName: "x") }.font(.title).foregroundColor(.red).tint(.green)
        let image = try view.inspect().vStack().image(1)
        expectEqual(try image.font(), .title)
        expectEqual(try image.foregroundColor(), .red)
        expectEqual(try image.tint(), .green)
        expectThrows(InspectionError.attributeNotFound("the modifier accentColor(_:)", in: "Image", path: "vStack().image(1)")) {
            try image.accentColor()
        }
        let text = try Text("own").font(.caption).foregroundColor(.blue).inspect().text()
        expectEqual(try text.attributes().font(), .caption)
        expectEqual(try text.attributes().foregroundColor(), .blue)
        // A Text's font is an attribute of its string, as ViewInspector reads it.
        expectThrows(InspectionError.notSupported(
            "font() on a Text: use attributes().font(), which reads the Text's own and the one its environment gives", path: "text()")) {
            try text.font()
        }
        expectThrows(InspectionError.notSupported(
            "foregroundColor() on a Text: use attributes().foregroundColor(), which reads the Text's own and the one its environment gives",
            path: "text()")) {
            try text.foregroundColor()
        }
        expectEqual(try Text("x").environment(\.colorScheme, .dark).inspect().environment(\.colorScheme), .dark)
    }

    @Test func paddingSumsModifiersAndRefusesTheDefaultAmount() throws {
        let padded = try Text("x").padding(.horizontal, 4).padding(.top, 2).inspect()
        expectEqual(try padded.padding(), EdgeInsets(top: 2, leading: 4, bottom: 0, trailing: 4))
        expectEqual(try padded.padding(.horizontal), 4)
        #expect(padded.hasPadding(.horizontal))
        #expect(!padded.hasPadding(.bottom))
        let byDefault = try Text("x").padding().inspect()
        #expect(byDefault.hasPadding())
        expectThrows(InspectionError.self) { try byDefault.padding() }
        expectThrows(InspectionError.notSupported("padding(_:) of edges with different amounts: ask for each edge", path: "text()")) {
            try padded.padding([.top, .leading])
        }
        expectThrows(InspectionError.modifierNotFound(parent: "Text", modifier: "padding", index: 0)) {
            try padded.padding(.all)
        }
    }

    @Test func layoutValuesReadBack() throws {
        let view = try Text("x").frame(width: 40).frame(minWidth: 1, maxWidth: .infinity, alignment: .leading)
            .fixedSize(horizontal: true, vertical: false).layoutPriority(2).zIndex(3)
            .offset(x: 8, y: 16).position(x: 1, y: 2).opacity(0.5).inspect()
        expectEqual(try view.fixedFrame().width, 40)
        #expect(try view.fixedFrame().height.isNaN)
        expectEqual(try view.flexFrame().maxWidth, .infinity)
        expectEqual(try view.flexFrame().alignment, .leading)
        #expect(try view.fixedSize() == (horizontal: true, vertical: false))
        expectEqual(try view.layoutPriority(), 2)
        expectEqual(try view.zIndex(), 3)
        expectEqual(try view.offset(), CGSize(width: 8, height: 16))
        expectEqual(try view.position(), CGPoint(x: 1, y: 2))
        expectEqual(try view.opacity(), 0.5)
        expectThrows(InspectionError.attributeNotFound("the modifier zIndex(_:)", in: "Text", path: "text()")) {
            try Text("x").inspect().zIndex()
        }
    }

    @Test func effectsReadBack() throws {
        let view = try Text("x").shadow(color: .red, radius: 3, x: 1, y: 2).blur(radius: 5, opaque: true)
            .clipped().ignoresSafeArea(.container, edges: .top).edgesIgnoringSafeArea(.bottom).inspect()
        let shadow = try view.shadow()
        #expect(shadow.color == .red && shadow.radius == 3 && shadow.offset == CGSize(width: 1, height: 2))
        #expect(try view.blur() == (radius: 5, isOpaque: true))
        expectEqual(try typeName(of: view.clipShape(Rectangle.self)), "Rectangle")
        #expect(try view.ignoresSafeArea() == (regions: .container, edges: .top))
        expectEqual(try view.edgesIgnoringSafeArea(), .bottom)
        expectThrows(InspectionError.attributeNotFound("the modifier cornerRadius(_:)", in: "Text", path: "text()")) {
            try view.cornerRadius()
        }
    }

    @Test func hiddenHitTestingAndDisabledDecideResponsiveness() throws {
        let view = VStack {
            Button("plain") {}
            Button("hidden") {}.hidden()
            Button("untouchable") {}.allowsHitTesting(false)
            Button("off") {}.disabled(true)
        }
        let stack = try view.inspect().vStack()
        #expect(try stack.button(0).isResponsive())
        #expect(try stack.button(1).isHidden())
        #expect(try !stack.button(1).isResponsive())
        #expect(try !stack.button(2).allowsHitTesting())
        #expect(try !stack.button(2).isResponsive())
        #expect(try !stack.button(3).isResponsive())
        // Hidden passes down, as in ViewInspector.
        #expect(try VStack { Text("a") }.hidden().inspect().vStack().text(0).isHidden())
    }

    @Test func stylesAreReadOnTheViewOrAContainer() throws {
        let view = VStack {
            Button("a") {}
            Toggle("t", isOn: .constant(true)).toggleStyle(.switch)
        }.buttonStyle(.borderedProminent).toggleStyle(.checkbox).labelsHidden()
        let stack = try view.inspect().vStack()
        #expect(try stack.button(0).buttonStyle() is BorderedProminentButtonStyle)
        #expect(try stack.toggle(1).toggleStyle() is SwitchToggleStyle)
        #expect(try stack.toggle(1).labelsHidden())
        #expect(try Text("x").listStyle(.plain).inspect().listStyle() is PlainListStyle)
        #expect(try Text("x").textFieldStyle(.roundedBorder).inspect().textFieldStyle() is RoundedBorderTextFieldStyle)
        #expect(try Text("x").datePickerStyle(.wheel).inspect().datePickerStyle() is WheelDatePickerStyle)
        expectThrows(InspectionError.attributeNotFound("the modifier listStyle(_:)", in: "Text", path: "text()")) {
            try Text("x").inspect().listStyle()
        }
    }

    @Test func eventActionsRun() async throws {
        final class Log: @unchecked Sendable { var lines: [String] = [] }
        let log = Log()
        let view = Text("x")
            .onAppear { log.lines.append("appear") }
            .onDisappear { log.lines.append("disappear") }
            .onChange(of: 1) { value in log.lines.append("new \(value)") }
            .onChange(of: "a") { old, new in log.lines.append("\(old)→\(new)") }
            .onSubmit { log.lines.append("submit") }
            .task { log.lines.append("task") }
        let text = try view.inspect()
        try text.callOnAppear()
        try text.callOnDisappear()
        try text.callOnChange(newValue: 5)
        try text.callOnChange(newValue: "b")
        try text.callOnChange(oldValue: "x", newValue: "y")
        try text.callOnSubmit()
        try await text.callTask()
        expectEqual(log.lines, ["appear", "disappear", "new 5", "a→b", "x→y", "submit", "task"])
        expectThrows(InspectionError.attributeNotFound("the modifier onChange(of:) of a Double", in: "Text", path: "text()")) {
            try text.callOnChange(newValue: 1.5)
        }
        expectThrows(InspectionError.self) { try text.callOnSubmit(of: .search) }
    }

    @Test func accessibilityAndNavigationValues() throws {
        let view = try Text("x").accessibilityValue("50%").accessibilityHint("Drag").accessibilityHidden(true)
            .accessibility(identifier: "slider").navigationTitle("Inbox").navigationBarTitleDisplayMode(.inline).inspect()
        expectEqual(try view.accessibilityValue().string(), "50%")
        expectEqual(try view.accessibilityHint().string(), "Drag")
        #expect(try view.accessibilityHidden())
        expectEqual(try view.accessibilityIdentifier(), "slider")
        expectEqual(try view.navigationTitle(), "Inbox")
        expectEqual(try view.navigationBarTitleDisplayMode(), .inline)
        expectEqual(view.modifiers.map(\.name), ["accessibilityValue", "accessibilityHint", "accessibilityHidden", "accessibilityIdentifier", "navigationTitle", "navigationBarTitleDisplayMode"])
    }

    @Test func modifierNamesFollowTheirKeysAndTraits() throws {
        // A write of a key a modifier of its own writes is named by that modifier (`colorScheme(_:)`
        // and `environment(\.colorScheme, _)` make the same type); any other key is `environment`.
        let names = try Text("x").tint(.red).accentColor(.blue).foregroundColor(.green).environment(\.colorScheme, .dark)
            .zIndex(1).layoutPriority(1).onDisappear {}.keyboardType(.numberPad).environment(\.accessibilityEnabled, true)
            .inspect().modifiers.map(\.name)
        expectEqual(names, ["tint", "accentColor", "foregroundColor", "colorScheme", "zIndex", "layoutPriority", "onDisappear", "keyboardType", "environment"])
    }

    @Test func keyboardShortcutsAndTheColourSchemeAskedForAreNamedAndRead() throws {
        let button = try Button("Save") {}.keyboardShortcut("s").preferredColorScheme(.dark).inspect()
        expectEqual(button.modifiers.map(\.name), ["keyboardShortcut", "preferredColorScheme"])
        expectEqual(try button.keyboardShortcut(), KeyboardShortcut("s"))
        expectEqual(try button.preferredColorScheme(), .dark)
        let cancel = try VStack { Button("Cancel") {}.keyboardShortcut(.cancelAction) }.inspect().find(button: "Cancel")
        expectEqual(try cancel.keyboardShortcut(), .cancelAction)
        expectThrows(InspectionError.self) { try Button("Plain") {}.inspect().keyboardShortcut() }
    }

    @Test func aSheetIsReachedOnlyWhilePresentedAndDismissSetsItsBindingFalse() throws {
        let flag = Flag(true)
        var dismissed = 0
        let view = VStack { Text("main") }.sheet(isPresented: flag.binding, onDismiss: { dismissed += 1 }) { Text("Details") }
        let sheet = try view.inspect().vStack().sheet()
        expectEqual(sheet.pathToRoot, "vStack().sheet()")
        expectEqual(try sheet.text(0).string(), "Details")
        let found = try view.inspect().find(text: "Details")
        expectEqual(found.pathToRoot, "vStack().sheet().text()")
        expectEqual(try view.inspect().descendant(atPath: found.pathToRoot).string(), "Details")
        try sheet.dismiss()
        expectEqual(flag.value, false)
        expectEqual(dismissed, 1)
        expectThrows(InspectionError.attributeNotFound("a presented sheet (its isPresented is false)", in: "VStack", path: "vStack()")) {
            try view.inspect().vStack().sheet()
        }
        expectThrows(InspectionError.self) { try view.inspect().find(text: "Details") }
    }

    @Test func coversAndPopoversAreReachedLikeSheets() throws {
        let view = Text("anchor")
            .fullScreenCover(isPresented: .constant(true)) { Text("cover") }
            .popover(isPresented: .constant(true), arrowEdge: .leading) { Text("pop") }
        let root = try view.inspect()
        expectEqual(try root.fullScreenCover().text(0).string(), "cover")
        expectEqual(try root.popover().text(0).string(), "pop")
        expectEqual(try root.popover().arrowEdge(), .leading)
    }

    @Test func anItemSheetIsPresentedWhileItsItemIsSet() throws {
        struct Item: Identifiable { var id: Int }
        final class Box { var item: Item? = Item(id: 7) }
        let box = Box()
        let view = Text("x").sheet(item: Binding(get: { box.item }, set: { box.item = $0 })) { item in Text("item \(item.id)") }
        let sheet = try view.inspect().sheet()
        expectEqual(try sheet.text(0).string(), "item 7")
        try sheet.dismiss()
        #expect(box.item == nil)
        expectThrows(InspectionError.self) { try view.inspect().sheet() }
    }

    @Test func anAlertHasTitleMessageAndActions() throws {
        let flag = Flag(true)
        var deleted = false
        let view = Text("x").alert("Delete?", isPresented: flag.binding) {
            Button("Delete") { deleted = true }
            Button("Cancel") {}
        } message: {
            Text("It cannot be undone")
        }
        let alert = try view.inspect().alert()
        expectEqual(try alert.title().string(), "Delete?")
        expectEqual(try alert.message().text().string(), "It cannot be undone")
        try alert.actions().button(0).tap()
        #expect(deleted)
        expectEqual(try alert.button(1).labelView().text().string(), "Cancel")
        // As in ViewInspector, every path to the actions names the step that reaches them.
        let cancel = try view.inspect().find(button: "Cancel")
        expectEqual(cancel.pathToRoot, "text().alert().actions().button(1)")
        // A step straight from `inspect()` starts the path; both paths replay to the same button.
        expectEqual(try alert.button(1).pathToRoot, "alert().actions().button(1)")
        expectEqual(try view.inspect().descendant(atPath: "alert().actions().button(1)").labelView().text().string(), "Cancel")
        expectEqual(try view.inspect().descendant(atPath: cancel.pathToRoot).labelView().text().string(), "Cancel")
        expectEqual(try cancel.parent().pathToRoot, "text().alert().actions()")
        expectEqual(try view.inspect().descendant(atPath: cancel.pathToRoot).labelView().text().string(), "Cancel")
        try alert.dismiss()
        #expect(!flag.value)
    }

    @Test func aConfirmationDialogKeepsItsTitleVisibility() throws {
        let view = Text("x").confirmationDialog("Share", isPresented: .constant(true), titleVisibility: .visible) {
            Button("Mail") {}
        }
        let dialog = try view.inspect().confirmationDialog()
        expectEqual(try dialog.titleVisibility(), .visible)
        expectEqual(try dialog.title().string(), "Share")
        expectEqual(try dialog.button(0).labelView().text().string(), "Mail")
        expectThrows(InspectionError.notSupported("dismiss() of a Text: only a presented sheet, fullScreenCover, popover, alert or confirmationDialog is dismissed", path: "text()")) {
            try Text("x").inspect().dismiss()
        }
    }

    @Test func toolbarItemsAreReachedByItemAndItemGroup() throws {
        let view = Text("x").toolbar {
            ToolbarItem(placement: .navigationBarTrailing) { Button("Add") {} }
            ToolbarItemGroup(placement: .bottomBar) { Text("a"); Text("b") }
        }
        let toolbar = try view.inspect().toolbar()
        expectEqual(try toolbar.item(0).placement(), .navigationBarTrailing)
        expectEqual(try toolbar.item(0).button(0).labelView().text().string(), "Add")
        expectEqual(try toolbar.itemGroup(1).text(1).string(), "b")
        expectEqual(try toolbar.itemGroup(1).placement(), .bottomBar)
        let found = try view.inspect().find(text: "b")
        expectEqual(found.pathToRoot, "text().toolbar().itemGroup(1).text(1)")
        expectEqual(try view.inspect().descendant(atPath: found.pathToRoot).string(), "b")
        // The kind's own name leads there too.
        expectEqual(try view.inspect().descendant(atPath: "text().toolbar().toolbarItemGroup(1).text(1)").string(), "b")
        expectEqual(try view.inspect().find(button: "Add").pathToRoot, "text().toolbar().item(0).button()")
        let single = try Text("x").toolbar { ToolbarItem { Text("only") } }.inspect().toolbar()
        expectEqual(try single.item().text(0).string(), "only")
    }

    @Test func aToolbarOfViewsWithoutItemsIsItsOwnItemGroup() throws {
        let view = Text("x").toolbar { Text("a"); Button("Go") {} }
        let group = try view.inspect().toolbar().itemGroup()
        expectEqual(try group.text(0).string(), "a")
        // The group is the toolbar itself: paths name no group, and replay.
        expectEqual(try group.button(1).pathToRoot, "toolbar().button(1)")
        expectThrows(InspectionError.self) { try view.inspect().toolbar().itemGroup(1) }
        let withItems = try Text("x").toolbar { ToolbarItem { Text("only") } }.inspect().toolbar()
        expectThrows(InspectionError.self) { try withItems.itemGroup() }
    }

    @Test func aMaskViewIsSupplementary() throws {
        let view = Text("x").mask { Text("m") }
        expectEqual(try view.inspect().mask().text().string(), "m")
        expectEqual(try view.inspect().find(text: "m").pathToRoot, "text().mask().text()")
    }

    @Test func bothReadingStrategiesAgreeOnPresentations() throws {
        let view = VStack { Text("a") }
            .sheet(isPresented: .constant(true)) { Text("s") }
            .alert("A", isPresented: .constant(true)) { Button("OK") {} }
            .toolbar { ToolbarItem { Text("t") } }
        #expect(try view.inspect().treeDump() == view.inspectWithMirrorOnly().treeDump())
        let dump = try view.inspect().treeDump()
        expectContains(dump, "sheet")
        expectContains(dump, "alert")
        expectContains(dump, "toolbar")
    }
}
