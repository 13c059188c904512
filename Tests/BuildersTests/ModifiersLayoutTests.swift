import Builders
import Testing

/// The modifiers family: SwiftUI's modifier type names, and the Mirror paths ViewInspector reads.
@MainActor @Suite struct ModifiersLayoutTests {
    let text = Text("x")

    @Test func navigationModifiersUseSwiftUIsTypes() throws {
        let titled = text.navigationTitle("Inbox")
        #expect(typeName(titled) == "ModifiedContent<Text, NavigationPropertiesModifier<Never, EmptyView, Text>>")
        #expect(typeName(text.navigationBarTitle("Old")) == typeName(titled))
        #expect(typeName(try #require(descendant(titled, "modifier", "title", "some"))) == "Text")
        let mode = text.navigationBarTitleDisplayMode(.inline)
        #expect(typeName(mode) == "ModifiedContent<Text, _PreferenceWritingModifier<NavigationBarTitleDisplayModeKey>>")
        #expect(descendant(mode, "modifier", "value") as? NavigationBarItem.TitleDisplayMode? == .some(.inline))
    }

    @Test func preferredColorSchemeWritesSwiftUIsPreference() throws {
        let dark = text.preferredColorScheme(.dark)
        #expect(typeName(dark) == "ModifiedContent<Text, _PreferenceWritingModifier<PreferredColorSchemeKey>>")
        #expect(descendant(dark, "modifier", "value") as? ColorScheme? == .some(.dark))
        let none = try #require(descendant(text.preferredColorScheme(nil), "modifier") as? _PreferenceWritingModifier<PreferredColorSchemeKey>)
        #expect(none.value == nil)
        var scheme: ColorScheme? = .light
        PreferredColorSchemeKey.reduce(value: &scheme) { .dark }
        #expect(scheme == .light)
    }

    @Test func keyboardShortcutKeepsTheKeyAndModifiers() throws {
        let button = Button("New") {}.keyboardShortcut("n")
        #expect(typeName(button) == "ModifiedContent<Button<Text>, KeyboardShortcutModifier>")
        let shortcut = descendant(button, "modifier", "shortcut") as? KeyboardShortcut?
        #expect(shortcut == .some(KeyboardShortcut("n", modifiers: .command)))
        let both = descendant(text.keyboardShortcut("0", modifiers: [.command, .option]), "modifier", "shortcut") as? KeyboardShortcut?
        #expect(both??.modifiers == [.command, .option])
        #expect(descendant(text.keyboardShortcut(.defaultAction), "modifier", "shortcut") as? KeyboardShortcut? == .some(.defaultAction))
        #expect(KeyboardShortcut.cancelAction.key == .escape && KeyboardShortcut.cancelAction.modifiers.isEmpty)
        let none: KeyboardShortcut? = nil
        #expect(try #require(descendant(text.keyboardShortcut(none), "modifier") as? KeyboardShortcutModifier).shortcut == nil)
    }

    @Test func toolbarHoldsItsItemsAtContentValue() throws {
        let view = text.toolbar {
            ToolbarItem(placement: .navigationBarTrailing) { Button("Add") {} }
            ToolbarItemGroup(placement: .bottomBar) { Text("a"); Text("b") }
        }
        #expect(typeName(view) == "ModifiedContent<Text, ToolbarModifier<TupleView<(ToolbarItem<(), Button<Text>>, ToolbarItemGroup<TupleView<(Text, Text)>>)>>>")
        #expect(descendant(view, "modifier", "content", "value", ".0", "placement") as? ToolbarItemPlacement == .navigationBarTrailing)
        #expect(typeName(try #require(descendant(view, "modifier", "content", "value", ".0", "content"))) == "Button<Text>")
        #expect(descendant(view, "modifier", "content", "value", ".1", "placement") as? ToolbarItemPlacement == .bottomBar)
        let identified = ToolbarItem(id: "share", placement: .primaryAction, showsByDefault: false) { Text("s") }
        #expect(typeName(identified) == "ToolbarItem<String, Text>")
        #expect(descendant(identified, "identifier") as? String == "share")
        #expect(descendant(identified, "showsByDefault") as? Bool == false)
    }

    @Test func presentationsHoldBindingAndContent() throws {
        let sheet = text.sheet(isPresented: .constant(true)) { Text("S") }
        #expect(typeName(sheet) == "ModifiedContent<Text, SheetPresentationModifier<Text>>")
        #expect((descendant(sheet, "modifier", "isPresented") as? Binding<Bool>)?.wrappedValue == true)
        #expect(typeName(try #require(descendant(sheet, "modifier", "content"))) == "Text")
        #expect(typeName(text.fullScreenCover(isPresented: .constant(false)) { Text("C") })
            == "ModifiedContent<Text, FullScreenCoverPresentationModifier<Text>>")
        let popover = text.popover(isPresented: .constant(true), arrowEdge: .bottom) { Text("P") }
        #expect(typeName(popover) == "ModifiedContent<Text, PopoverPresentationModifier<Text>>")
        #expect(descendant(popover, "modifier", "arrowEdge") as? Edge == .bottom)
    }

    @Test("presentations of an item hold the item's binding, where a popover is attached and the closure making the popup")
    func itemPresentationsHoldTheirItemAndAnchor() throws {
        let item = Binding<PresentedSlot?>.constant(PresentedSlot(id: 2))
        #expect(typeName(text.alert(item: item) { Alert(title: Text("\($0.id)")) })
            == "ModifiedContent<Text, ItemAlertTransformModifier<PresentedSlot>>")
        #expect(typeName(text.actionSheet(item: item) { ActionSheet(title: Text("\($0.id)")) })
            == "ModifiedContent<Text, ItemActionSheetTransformModifier<PresentedSlot>>")
        let popover = text.popover(item: item, attachmentAnchor: .point(.top)) { Text("\($0.id)") }
        #expect(typeName(popover) == "ModifiedContent<Text, ItemPopoverPresentationModifier<PresentedSlot, Text>>")
        #expect(descendant(popover, "modifier", "attachmentAnchor") as? PopoverAttachmentAnchor == .point(.top))
        #expect(descendant(text.popover(isPresented: .constant(true)) { Text("P") }, "modifier", "attachmentAnchor") as? PopoverAttachmentAnchor
            == .rect(.bounds))
        let presenting = text.alert("A", isPresented: .constant(true), presenting: 3) { Button("\($0)") {} } message: { Text("\($0)") }
        #expect(typeName(presenting) == "ModifiedContent<Text, AlertModifier<Optional<Button<Text>>, Optional<Text>>>")
    }

    @Test func alertAndDialogHoldTitleActionsAndMessage() throws {
        let alert = text.alert("Delete?", isPresented: .constant(true)) { Button("OK") {} } message: { Text("Gone for good") }
        #expect(typeName(alert) == "ModifiedContent<Text, AlertModifier<Button<Text>, Text>>")
        #expect(typeName(try #require(descendant(alert, "modifier", "title"))) == "Text")
        #expect(typeName(try #require(descendant(alert, "modifier", "actions"))) == "Button<Text>")
        #expect(typeName(try #require(descendant(alert, "modifier", "message"))) == "Text")
        #expect(typeName(text.alert("A", isPresented: .constant(true)) { Button("OK") {} })
            == "ModifiedContent<Text, AlertModifier<Button<Text>, EmptyView>>")
        let dialog = text.confirmationDialog("Pick", isPresented: .constant(true), titleVisibility: .visible) { Button("One") {} }
        #expect(typeName(dialog) == "ModifiedContent<Text, ConfirmationDialogModifier<Button<Text>, EmptyView>>")
        #expect(descendant(dialog, "modifier", "titleVisibility") as? Visibility == .visible)
        let old = text.alert(isPresented: .constant(true)) { Alert(title: Text("Old"), message: Text("m"), dismissButton: .cancel()) }
        #expect(typeName(old) == "ModifiedContent<Text, AlertTransformModifier>")
        #expect(typeName(try #require(descendant(old, "modifier", "popup", "primaryButton", "label"))) == "Text")
    }

    @Test func itemSheetIsPresentedWhileItsItemIsSet() throws {
        struct Item: Identifiable { var id: Int }
        let view = text.sheet(item: .constant(Item(id: 3))) { item in Text("\(item.id)") }
        #expect(typeName(view) == "ModifiedContent<Text, ItemSheetPresentationModifier<Item, Text>>")
        let presentation = try #require(view.modifier._presentation)
        #expect(typeName(presentation) == "SheetPresentationModifier<Text>")
        #expect(text.sheet(item: .constant(Item?.none)) { item in Text("\(item.id)") }.modifier._presentation == nil)
    }

    @Test func effectModifierNamesAndLabels() throws {
        #expect(typeName(text.clipped()) == "ModifiedContent<Text, _ClipEffect<Rectangle>>")
        #expect(typeName(text.clipShape(Rectangle())) == "ModifiedContent<Text, _ClipEffect<Rectangle>>")
        #expect(typeName(text.mask(Color.red)) == "ModifiedContent<Text, _MaskEffect<Color>>")
        #expect(typeName(try #require(descendant(text.mask { Text("m") }, "modifier", "mask"))) == "Text")
        let shadow = text.shadow(color: .red, radius: 4, x: 1, y: 2)
        #expect(typeName(shadow) == "ModifiedContent<Text, _ShadowEffect>")
        #expect(descendant(shadow, "modifier", "color") as? Color == .red)
        #expect(descendant(shadow, "modifier", "radius") as? CGFloat == 4)
        #expect(descendant(shadow, "modifier", "offset") as? CGSize == CGSize(width: 1, height: 2))
        #expect(descendant(text.blur(radius: 3), "modifier", "radius") as? CGFloat == 3)
        #expect(descendant(text.blur(radius: 3), "modifier", "isOpaque") as? Bool == false)
        #expect(descendant(text.offset(x: 8, y: -16), "modifier", "offset") as? CGSize == CGSize(width: 8, height: -16))
        #expect(descendant(text.position(x: 5, y: 6), "modifier", "position") as? CGPoint == CGPoint(x: 5, y: 6))
        #expect(typeName(text.hidden()) == "ModifiedContent<Text, _HiddenModifier>")
        #expect(typeName(text.zIndex(2)) == "ModifiedContent<Text, _TraitWritingModifier<ZIndexTraitKey>>")
        #expect(descendant(text.zIndex(2), "modifier", "value") as? Double == 2)
        #expect(typeName(text.layoutPriority(1)) == "ModifiedContent<Text, _TraitWritingModifier<LayoutPriorityTraitKey>>")
        #expect(descendant(text.fixedSize(horizontal: false, vertical: true), "modifier", "vertical") as? Bool == true)
        let ignores = text.ignoresSafeArea(.keyboard, edges: .bottom)
        #expect(typeName(ignores) == "ModifiedContent<Text, _SafeAreaRegionsIgnoringLayout>")
        #expect(descendant(ignores, "modifier", "regions") as? SafeAreaRegions == .keyboard)
        #expect(descendant(ignores, "modifier", "edges") as? Edge.Set == .bottom)
        #expect(descendant(text.edgesIgnoringSafeArea(.top), "modifier", "edges") as? Edge.Set == .top)
        #expect(descendant(text.allowsHitTesting(false), "modifier", "allowsHitTesting") as? Bool == false)
    }

    @Test func coloursAndEnvironmentWrites() throws {
        #expect(typeName(text.foregroundStyle(.red)) == "ModifiedContent<Text, _ForegroundStyleModifier<Color>>")
        #expect(descendant(text.foregroundStyle(.red), "modifier", "style") as? Color == .red)
        let tint = text.tint(.green)
        #expect(typeName(tint) == "ModifiedContent<Text, _EnvironmentKeyWritingModifier<Optional<Color>>>")
        #expect(descendant(tint, "modifier", "keyPath") as? AnyKeyPath == \EnvironmentValues.tint)
        #expect(descendant(text.accentColor(.blue), "modifier", "keyPath") as? AnyKeyPath == \EnvironmentValues.accentColor)
        let scheme = text.environment(\.colorScheme, .dark)
        #expect(typeName(scheme) == "ModifiedContent<Text, _EnvironmentKeyWritingModifier<ColorScheme>>")
        #expect(descendant(scheme, "modifier", "value") as? ColorScheme == .dark)
        #expect(typeName(text.keyboardType(.numberPad)) == "ModifiedContent<Text, _EnvironmentKeyWritingModifier<UIKeyboardType>>")
        #expect(descendant(text.textInputAutocapitalization(.never), "modifier", "value") as? TextInputAutocapitalization? == .some(.never))
    }

    @Test func stylesAreWrittenAtModifierStyle() {
        #expect(typeName(text.buttonStyle(.borderedProminent)) == "ModifiedContent<Text, ButtonStyleContainerModifier<BorderedProminentButtonStyle>>")
        #expect(descendant(text.buttonStyle(.plain), "modifier", "style") is PlainButtonStyle)
        #expect(typeName(text.toggleStyle(.switch)) == "ModifiedContent<Text, ToggleStyleModifier<SwitchToggleStyle>>")
        #expect(typeName(text.textFieldStyle(.roundedBorder)) == "ModifiedContent<Text, TextFieldStyleModifier<RoundedBorderTextFieldStyle>>")
        #expect(typeName(text.listStyle(.insetGrouped)) == "ModifiedContent<Text, ListStyleWriter<InsetGroupedListStyle>>")
        #expect(typeName(text.datePickerStyle(.graphical)) == "ModifiedContent<Text, DatePickerStyleModifier<GraphicalDatePickerStyle>>")
        #expect(typeName(text.labelsHidden()) == "ModifiedContent<Text, LabelsHiddenModifier>")
        struct Custom: ButtonStyle {
            func makeBody(configuration: Configuration) -> some View { configuration.label.padding() }
        }
        #expect(typeName(text.buttonStyle(Custom())) == "ModifiedContent<Text, ButtonStyleModifier<Custom>>")
    }

    @Test func eventModifiersHoldTheirActions() throws {
        var log: [String] = []
        let appear = text.onAppear { log.append("appear") }
        #expect(typeName(appear) == "ModifiedContent<Text, _AppearanceActionModifier>")
        let stored = descendant(appear, "modifier", "appear") as? (() -> Void)?
        let action = try #require(stored.flatMap { $0 })
        action()
        #expect(log == ["appear"])
        #expect(typeName(text.onChange(of: 1) { _ in }) == "ModifiedContent<Text, _ValueActionModifier<Int>>")
        #expect(typeName(text.onChange(of: "a") { _, _ in }) == "ModifiedContent<Text, _ValueActionModifier2<String>>")
        #expect(typeName(text.onSubmit {}) == "ModifiedContent<Text, OnSubmitModifier>")
        #expect(descendant(text.onSubmit(of: .search) {}, "modifier", "allowed") as? SubmitTriggers == .search)
        #expect(typeName(text.task {}) == "ModifiedContent<Text, _TaskModifier>")
        #expect(typeName(text.task(id: 3) {}) == "ModifiedContent<Text, _TaskValueModifier<Int>>")
    }

    @Test func accessibilityPropertiesAreLabelledByName() throws {
        let value = text.accessibilityValue("50%")
        #expect(typeName(value) == "ModifiedContent<Text, AccessibilityAttachmentModifier>")
        #expect(typeName(try #require(descendant(value, "modifier", "attachment", "some", "properties", "value", "some"))) == "Text")
        #expect(descendant(text.accessibilityHidden(true), "modifier", "attachment", "some", "properties", "hidden", "some") as? Bool == true)
        #expect(typeName(try #require(descendant(text.accessibility(hint: Text("h")), "modifier", "attachment", "some", "properties", "hint", "some"))) == "Text")
    }
}

/// An item a presentation is shown for.
struct PresentedSlot: Identifiable {
    let id: Int
}
