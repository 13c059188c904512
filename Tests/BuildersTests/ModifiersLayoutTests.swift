import Builders
import Testing
import Expectations

/// The modifiers family: SwiftUI's modifier type names, and the Mirror paths ViewInspector reads.
@MainActor @Suite struct ModifiersLayoutTests {
    let text = Text("x")

    @Test func navigationModifiersUseSwiftUIsTypes() throws {
        let titled = text.navigationTitle("Inbox")
        expectEqual(typeName(titled), "ModifiedContent<Text, NavigationPropertiesModifier<Never, EmptyView, Text>>")
        expectEqual(typeName(text.navigationBarTitle("Old")), typeName(titled))
        expectEqual(typeName(try #require(descendant(titled, "modifier", "title", "some"))), "Text")
        let mode = text.navigationBarTitleDisplayMode(.inline)
        expectEqual(typeName(mode), "ModifiedContent<Text, _PreferenceWritingModifier<NavigationBarTitleDisplayModeKey>>")
        expectEqual(descendant(mode, "modifier", "value") as? NavigationBarItem.TitleDisplayMode?, .some(.inline))
    }

    @Test func preferredColorSchemeWritesSwiftUIsPreference() throws {
        let dark = text.preferredColorScheme(.dark)
        expectEqual(typeName(dark), "ModifiedContent<Text, _PreferenceWritingModifier<PreferredColorSchemeKey>>")
        expectEqual(descendant(dark, "modifier", "value") as? ColorScheme?, .some(.dark))
        let none = try #require(descendant(text.preferredColorScheme(nil), "modifier") as? _PreferenceWritingModifier<PreferredColorSchemeKey>)
        expectEqual(none.value, nil)
        var scheme: ColorScheme? = .light
        PreferredColorSchemeKey.reduce(value: &scheme) { .dark }
        expectEqual(scheme, .light)
    }

    @Test func keyboardShortcutKeepsTheKeyAndModifiers() throws {
        let button = Button("New") {}.keyboardShortcut("n")
        expectEqual(typeName(button), "ModifiedContent<Button<Text>, KeyboardShortcutModifier>")
        let shortcut = descendant(button, "modifier", "shortcut") as? KeyboardShortcut?
        expectEqual(shortcut, .some(KeyboardShortcut("n", modifiers: .command)))
        let both = descendant(text.keyboardShortcut("0", modifiers: [.command, .option]), "modifier", "shortcut") as? KeyboardShortcut?
        expectEqual(both??.modifiers, [.command, .option])
        expectEqual(descendant(text.keyboardShortcut(.defaultAction), "modifier", "shortcut") as? KeyboardShortcut?, .some(.defaultAction))
        #expect(KeyboardShortcut.cancelAction.key == .escape && KeyboardShortcut.cancelAction.modifiers.isEmpty)
        let none: KeyboardShortcut? = nil
        expectEqual(try #require(descendant(text.keyboardShortcut(none), "modifier") as? KeyboardShortcutModifier).shortcut, nil)
    }

    @Test func toolbarHoldsItsItemsAtContentValue() throws {
        let view = text.toolbar {
            ToolbarItem(placement: .navigationBarTrailing) { Button("Add") {} }
            ToolbarItemGroup(placement: .bottomBar) { Text("a"); Text("b") }
        }
        expectEqual(typeName(view), "ModifiedContent<Text, ToolbarModifier<TupleView<(ToolbarItem<(), Button<Text>>, ToolbarItemGroup<TupleView<(Text, Text)>>)>>>")
        expectEqual(descendant(view, "modifier", "content", "value", ".0", "placement") as? ToolbarItemPlacement, .navigationBarTrailing)
        expectEqual(typeName(try #require(descendant(view, "modifier", "content", "value", ".0", "content"))), "Button<Text>")
        expectEqual(descendant(view, "modifier", "content", "value", ".1", "placement") as? ToolbarItemPlacement, .bottomBar)
        let identified = ToolbarItem(id: "share", placement: .primaryAction, showsByDefault: false) { Text("s") }
        expectEqual(typeName(identified), "ToolbarItem<String, Text>")
        expectEqual(descendant(identified, "identifier") as? String, "share")
        expectEqual(descendant(identified, "showsByDefault") as? Bool, false)
    }

    @Test func presentationsHoldBindingAndContent() throws {
        let sheet = text.sheet(isPresented: .constant(true)) { Text("S") }
        expectEqual(typeName(sheet), "ModifiedContent<Text, SheetPresentationModifier<Text>>")
        expectEqual((descendant(sheet, "modifier", "isPresented") as? Binding<Bool>)?.wrappedValue, true)
        expectEqual(typeName(try #require(descendant(sheet, "modifier", "content"))), "Text")
        #expect(typeName(text.fullScreenCover(isPresented: .constant(false)) { Text("C") })
            == "ModifiedContent<Text, FullScreenCoverPresentationModifier<Text>>")
        let popover = text.popover(isPresented: .constant(true), arrowEdge: .bottom) { Text("P") }
        expectEqual(typeName(popover), "ModifiedContent<Text, PopoverPresentationModifier<Text>>")
        expectEqual(descendant(popover, "modifier", "arrowEdge") as? Edge, .bottom)
    }

    @Test("presentations of an item hold the item's binding, where a popover is attached and the closure making the popup")
    func itemPresentationsHoldTheirItemAndAnchor() throws {
        let item = Binding<PresentedSlot?>.constant(PresentedSlot(id: 2))
        #expect(typeName(text.alert(item: item) { Alert(title: Text("\($0.id)")) })
            == "ModifiedContent<Text, ItemAlertTransformModifier<PresentedSlot>>")
        #expect(typeName(text.actionSheet(item: item) { ActionSheet(title: Text("\($0.id)")) })
            == "ModifiedContent<Text, ItemActionSheetTransformModifier<PresentedSlot>>")
        let popover = text.popover(item: item, attachmentAnchor: .point(.top)) { Text("\($0.id)") }
        expectEqual(typeName(popover), "ModifiedContent<Text, ItemPopoverPresentationModifier<PresentedSlot, Text>>")
        expectEqual(descendant(popover, "modifier", "attachmentAnchor") as? PopoverAttachmentAnchor, .point(.top))
        #expect(descendant(text.popover(isPresented: .constant(true)) { Text("P") }, "modifier", "attachmentAnchor") as? PopoverAttachmentAnchor
            == .rect(.bounds))
        let presenting = text.alert("A", isPresented: .constant(true), presenting: 3) { Button("\($0)") {} } message: { Text("\($0)") }
        expectEqual(typeName(presenting), "ModifiedContent<Text, AlertModifier<Optional<Button<Text>>, Optional<Text>>>")
    }

    @Test func alertAndDialogHoldTitleActionsAndMessage() throws {
        let alert = text.alert("Delete?", isPresented: .constant(true)) { Button("OK") {} } message: { Text("Gone for good") }
        expectEqual(typeName(alert), "ModifiedContent<Text, AlertModifier<Button<Text>, Text>>")
        expectEqual(typeName(try #require(descendant(alert, "modifier", "title"))), "Text")
        expectEqual(typeName(try #require(descendant(alert, "modifier", "actions"))), "Button<Text>")
        expectEqual(typeName(try #require(descendant(alert, "modifier", "message"))), "Text")
        #expect(typeName(text.alert("A", isPresented: .constant(true)) { Button("OK") {} })
            == "ModifiedContent<Text, AlertModifier<Button<Text>, EmptyView>>")
        let dialog = text.confirmationDialog("Pick", isPresented: .constant(true), titleVisibility: .visible) { Button("One") {} }
        expectEqual(typeName(dialog), "ModifiedContent<Text, ConfirmationDialogModifier<Button<Text>, EmptyView>>")
        expectEqual(descendant(dialog, "modifier", "titleVisibility") as? Visibility, .visible)
        let old = text.alert(isPresented: .constant(true)) { Alert(title: Text("Old"), message: Text("m"), dismissButton: .cancel()) }
        expectEqual(typeName(old), "ModifiedContent<Text, AlertTransformModifier>")
        expectEqual(typeName(try #require(descendant(old, "modifier", "popup", "primaryButton", "label"))), "Text")
    }

    @Test func itemSheetIsPresentedWhileItsItemIsSet() throws {
        struct Item: Identifiable { var id: Int }
        let view = text.sheet(item: .constant(Item(id: 3))) { item in Text("\(item.id)") }
        expectEqual(typeName(view), "ModifiedContent<Text, ItemSheetPresentationModifier<Item, Text>>")
        let presentation = try #require(view.modifier._presentation)
        expectEqual(typeName(presentation), "SheetPresentationModifier<Text>")
        #expect(text.sheet(item: .constant(Item?.none)) { item in Text("\(item.id)") }.modifier._presentation == nil)
    }

    @Test func effectModifierNamesAndLabels() throws {
        expectEqual(typeName(text.clipped()), "ModifiedContent<Text, _ClipEffect<Rectangle>>")
        expectEqual(typeName(text.clipShape(Rectangle())), "ModifiedContent<Text, _ClipEffect<Rectangle>>")
        expectEqual(typeName(text.mask(Color.red)), "ModifiedContent<Text, _MaskEffect<Color>>")
        expectEqual(typeName(try #require(descendant(text.mask { Text("m") }, "modifier", "mask"))), "Text")
        let shadow = text.shadow(color: .red, radius: 4, x: 1, y: 2)
        expectEqual(typeName(shadow), "ModifiedContent<Text, _ShadowEffect>")
        expectEqual(descendant(shadow, "modifier", "color") as? Color, .red)
        expectEqual(descendant(shadow, "modifier", "radius") as? CGFloat, 4)
        expectEqual(descendant(shadow, "modifier", "offset") as? CGSize, CGSize(width: 1, height: 2))
        expectEqual(descendant(text.blur(radius: 3), "modifier", "radius") as? CGFloat, 3)
        expectEqual(descendant(text.blur(radius: 3), "modifier", "isOpaque") as? Bool, false)
        expectEqual(descendant(text.offset(x: 8, y: -16), "modifier", "offset") as? CGSize, CGSize(width: 8, height: -16))
        expectEqual(descendant(text.position(x: 5, y: 6), "modifier", "position") as? CGPoint, CGPoint(x: 5, y: 6))
        expectEqual(typeName(text.hidden()), "ModifiedContent<Text, _HiddenModifier>")
        expectEqual(typeName(text.zIndex(2)), "ModifiedContent<Text, _TraitWritingModifier<ZIndexTraitKey>>")
        expectEqual(descendant(text.zIndex(2), "modifier", "value") as? Double, 2)
        expectEqual(typeName(text.layoutPriority(1)), "ModifiedContent<Text, _TraitWritingModifier<LayoutPriorityTraitKey>>")
        expectEqual(descendant(text.fixedSize(horizontal: false, vertical: true), "modifier", "vertical") as? Bool, true)
        let ignores = text.ignoresSafeArea(.keyboard, edges: .bottom)
        expectEqual(typeName(ignores), "ModifiedContent<Text, _SafeAreaRegionsIgnoringLayout>")
        expectEqual(descendant(ignores, "modifier", "regions") as? SafeAreaRegions, .keyboard)
        expectEqual(descendant(ignores, "modifier", "edges") as? Edge.Set, .bottom)
        expectEqual(descendant(text.edgesIgnoringSafeArea(.top), "modifier", "edges") as? Edge.Set, .top)
        expectEqual(descendant(text.allowsHitTesting(false), "modifier", "allowsHitTesting") as? Bool, false)
    }

    @Test func coloursAndEnvironmentWrites() throws {
        expectEqual(typeName(text.foregroundStyle(.red)), "ModifiedContent<Text, _ForegroundStyleModifier<Color>>")
        expectEqual(descendant(text.foregroundStyle(.red), "modifier", "style") as? Color, .red)
        let tint = text.tint(.green)
        expectEqual(typeName(tint), "ModifiedContent<Text, _EnvironmentKeyWritingModifier<Optional<Color>>>")
        expectEqual(descendant(tint, "modifier", "keyPath") as? AnyKeyPath, \EnvironmentValues.tint)
        expectEqual(descendant(text.accentColor(.blue), "modifier", "keyPath") as? AnyKeyPath, \EnvironmentValues.accentColor)
        let scheme = text.environment(\.colorScheme, .dark)
        expectEqual(typeName(scheme), "ModifiedContent<Text, _EnvironmentKeyWritingModifier<ColorScheme>>")
        expectEqual(descendant(scheme, "modifier", "value") as? ColorScheme, .dark)
        expectEqual(typeName(text.keyboardType(.numberPad)), "ModifiedContent<Text, _EnvironmentKeyWritingModifier<UIKeyboardType>>")
        expectEqual(descendant(text.textInputAutocapitalization(.never), "modifier", "value") as? TextInputAutocapitalization?, .some(.never))
    }

    @Test func stylesAreWrittenAtModifierStyle() {
        expectEqual(typeName(text.buttonStyle(.borderedProminent)), "ModifiedContent<Text, ButtonStyleContainerModifier<BorderedProminentButtonStyle>>")
        #expect(descendant(text.buttonStyle(.plain), "modifier", "style") is PlainButtonStyle)
        expectEqual(typeName(text.toggleStyle(.switch)), "ModifiedContent<Text, ToggleStyleModifier<SwitchToggleStyle>>")
        expectEqual(typeName(text.textFieldStyle(.roundedBorder)), "ModifiedContent<Text, TextFieldStyleModifier<RoundedBorderTextFieldStyle>>")
        expectEqual(typeName(text.listStyle(.insetGrouped)), "ModifiedContent<Text, ListStyleWriter<InsetGroupedListStyle>>")
        expectEqual(typeName(text.datePickerStyle(.graphical)), "ModifiedContent<Text, DatePickerStyleModifier<GraphicalDatePickerStyle>>")
        expectEqual(typeName(text.labelsHidden()), "ModifiedContent<Text, LabelsHiddenModifier>")
        struct Custom: ButtonStyle {
            func makeBody(configuration: Configuration) -> some View { configuration.label.padding() }
        }
        expectEqual(typeName(text.buttonStyle(Custom())), "ModifiedContent<Text, ButtonStyleModifier<Custom>>")
    }

    @Test func eventModifiersHoldTheirActions() throws {
        var log: [String] = []
        let appear = text.onAppear { log.append("appear") }
        expectEqual(typeName(appear), "ModifiedContent<Text, _AppearanceActionModifier>")
        let stored = descendant(appear, "modifier", "appear") as? (() -> Void)?
        let action = try #require(stored.flatMap { $0 })
        action()
        expectEqual(log, ["appear"])
        expectEqual(typeName(text.onChange(of: 1) { _ in }), "ModifiedContent<Text, _ValueActionModifier<Int>>")
        expectEqual(typeName(text.onChange(of: "a") { _, _ in }), "ModifiedContent<Text, _ValueActionModifier2<String>>")
        expectEqual(typeName(text.onSubmit {}), "ModifiedContent<Text, OnSubmitModifier>")
        expectEqual(descendant(text.onSubmit(of: .search) {}, "modifier", "allowed") as? SubmitTriggers, .search)
        expectEqual(typeName(text.task {}), "ModifiedContent<Text, _TaskModifier>")
        expectEqual(typeName(text.task(id: 3) {}), "ModifiedContent<Text, _TaskValueModifier<Int>>")
    }

    @Test func accessibilityPropertiesAreLabelledByName() throws {
        let value = text.accessibilityValue("50%")
        expectEqual(typeName(value), "ModifiedContent<Text, AccessibilityAttachmentModifier>")
        expectEqual(typeName(try #require(descendant(value, "modifier", "attachment", "some", "properties", "value", "some"))), "Text")
        expectEqual(descendant(text.accessibilityHidden(true), "modifier", "attachment", "some", "properties", "hidden", "some") as? Bool, true)
        expectEqual(typeName(try #require(descendant(text.accessibility(hint: Text("h")), "modifier", "attachment", "some", "properties", "hint", "some"))), "Text")
    }
}

/// An item a presentation is shown for.
struct PresentedSlot: Identifiable {
    let id: Int
}
