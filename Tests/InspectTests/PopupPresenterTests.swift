import Builders
import Foundation
import Inspect
import Testing
import Expectations

// Custom popup presenters (PopupPresenter, ItemPopupPresenter) are read as the presentation they
// declare: the popup their builder makes, shown while their binding says so, of the kind their
// body presents it as.

private final class Box<Value> {
    var value: Value
    init(_ value: Value) { self.value = value }
    var binding: Binding<Value> { Binding(get: { self.value }, set: { self.value = $0 }) }
}

private struct AlertPresenter: ViewModifier, PopupPresenter {
    let isPresented: Binding<Bool>
    let popupBuilder: () -> Alert
    let onDismiss: (() -> Void)?

    func body(content: Content) -> some View {
        content.alert(isPresented: isPresented, content: popupBuilder)
    }
}

private struct Page: Identifiable {
    let id: Int
}

private struct ItemSheetPresenter<Sheet: View>: ViewModifier, ItemPopupPresenter {
    let item: Binding<Page?>
    let popupBuilder: (Page) -> Sheet
    let onDismiss: (() -> Void)?

    func body(content: Content) -> some View {
        content.sheet(item: item, onDismiss: onDismiss, content: popupBuilder)
    }
}

private struct PopoverPresenter<Popover: View>: ViewModifier, PopupPresenter {
    let isPresented: Binding<Bool>
    let popupBuilder: () -> Popover
    let onDismiss: (() -> Void)? = nil

    func body(content: Content) -> some View {
        content.popover(isPresented: isPresented, attachmentAnchor: .point(.bottom), arrowEdge: .leading, content: popupBuilder)
    }
}

private struct CoverPresenter<Cover: View>: ViewModifier, PopupPresenter {
    let isPresented: Binding<Bool>
    let popupBuilder: () -> Cover
    let onDismiss: (() -> Void)? = nil

    func body(content: Content) -> some View {
        content.fullScreenCover(isPresented: isPresented, content: popupBuilder)
    }
}

/// A presenter drawing its popup itself, with no presentation modifier in its body.
private struct OwnDrawnPresenter: ViewModifier, PopupPresenter {
    let isPresented: Binding<Bool>
    let popupBuilder: () -> Text
    let onDismiss: (() -> Void)? = nil

    func body(content: Content) -> some View {
        content.overlay(isPresented.wrappedValue ? popupBuilder() : nil)
    }
}

@MainActor @Suite struct PopupPresenterTests {
    @Test("a presenter of an alert is reached by alert(), its title made by its builder")
    func alertPresenterIsReachedAsAnAlert() throws {
        let shown = Box(true)
        let view = Text("x").modifier(AlertPresenter(isPresented: shown.binding, popupBuilder: { Alert(title: Text("Saved")) }, onDismiss: nil))
        let alert = try view.inspect().text().alert()
        expectEqual(try alert.title().string(), "Saved")
        expectEqual(alert.pathToRoot, "text().alert()")
    }

    @Test("a presenter that is not presented is no alert, and its builder is not run")
    func unpresentedPresenterMakesNoPopup() throws {
        let built = Box(0)
        let view = Text("x").modifier(AlertPresenter(
            isPresented: .constant(false), popupBuilder: { built.value += 1; return Alert(title: Text("Saved")) }, onDismiss: nil))
        expectThrows(InspectionError.attributeNotFound("a presented alert (its isPresented is false)", in: "Text", path: "text()")) {
            try view.inspect().text().alert()
        }
        expectThrows((any Error).self) { try view.inspect().find(text: "Saved") }
        expectEqual(built.value, 0)
    }

    @Test("a button of a presenter's alert dismisses it, runs onDismiss, then the button's action")
    func alertPresenterButtonDismisses() throws {
        let shown = Box(true), log = Box<[String]>([])
        let view = Text("x").modifier(AlertPresenter(
            isPresented: shown.binding,
            popupBuilder: { Alert(title: Text("Saved"), dismissButton: .default(Text("OK")) { log.value.append("ok") }) },
            onDismiss: { log.value.append("dismissed") }))
        try view.inspect().alert().primaryButton().tap()
        #expect(!shown.value)
        expectEqual(log.value, ["dismissed", "ok"])
    }

    @Test("a presenter's body is not read as a second presentation")
    func presenterCountsOnce() throws {
        let view = Text("x").modifier(AlertPresenter(isPresented: .constant(true), popupBuilder: { Alert(title: Text("Saved")) }, onDismiss: nil))
        expectEqual(try view.inspect().text().modifiers.filter { $0.name == "alert" }.count, 1)
        expectThrows(InspectionError.indexOutOfRange(index: 1, count: 1, path: "text()")) { try view.inspect().text().alert(1) }
    }

    @Test("an item presenter shows the sheet its builder makes for the item; dismiss() clears it and runs onDismiss")
    func itemPresenterIsReachedAsASheet() throws {
        let item = Box<Page?>(Page(id: 6)), dismissed = Box(0)
        let view = Text("x").modifier(ItemSheetPresenter(item: item.binding, popupBuilder: { Text("item \($0.id)") }, onDismiss: { dismissed.value += 1 }))
        let sheet = try view.inspect().sheet()
        expectEqual(try sheet.text().string(), "item 6")
        // A step straight from `inspect()` starts the path, as in ViewInspector.
        expectEqual(try sheet.text().pathToRoot, "sheet().text()")
        try sheet.dismiss()
        #expect(item.value == nil)
        expectEqual(dismissed.value, 1)
        expectThrows(InspectionError.attributeNotFound("a presented sheet (its isPresented is false)", in: "Text", path: "text()")) {
            try view.inspect().sheet()
        }
    }

    @Test("a presenter whose body applies a popover is a popover with that popover's anchor and edge")
    func popoverPresenterKeepsAnchorAndEdge() throws {
        let view = Text("x").modifier(PopoverPresenter(isPresented: .constant(true), popupBuilder: { Text("tip") }))
        let popover = try view.inspect().popover()
        expectEqual(try popover.text().string(), "tip")
        expectEqual(try popover.attachmentAnchor(), .point(.bottom))
        expectEqual(try popover.arrowEdge(), .leading)
        expectThrows((any Error).self) { try view.inspect().sheet() }
    }

    @Test("a presenter whose body applies a full-screen cover is reached by fullScreenCover(), not sheet()")
    func coverPresenterIsACover() throws {
        let view = Text("x").modifier(CoverPresenter(isPresented: .constant(true), popupBuilder: { Text("cover") }))
        expectEqual(try view.inspect().fullScreenCover().text().string(), "cover")
        expectThrows((any Error).self) { try view.inspect().sheet() }
    }

    @Test("a presenter of a view whose body applies no presentation is read as a sheet")
    func ownDrawnPresenterIsASheet() throws {
        let view = Text("x").modifier(OwnDrawnPresenter(isPresented: .constant(true), popupBuilder: { Text("drawn") }))
        expectEqual(try view.inspect().sheet().text().string(), "drawn")
        expectEqual(try view.inspect().find(text: "drawn").pathToRoot, "text().sheet().text()")
    }

    @Test("beside presenters of sheets, an inspection reads their sheets alone; a built-in sheet of no presenter is read")
    func presentersHideTheBuiltInPresentationsOfTheirKind() throws {
        let mixed = Text("x")
            .modifier(CoverPresenter(isPresented: .constant(true), popupBuilder: { Text("cover") }))
            .sheet(isPresented: .constant(true)) { Text("built-in sheet") }
            .modifier(OwnDrawnPresenter(isPresented: .constant(true), popupBuilder: { Text("first") }))
            .sheet(isPresented: .constant(true)) { Text("second built-in sheet") }
            .modifier(OwnDrawnPresenter(isPresented: .constant(true), popupBuilder: { Text("second") }))
        // The sheets are the presenters' two, numbered among themselves, innermost first.
        expectEqual(try mixed.inspect().text().sheet(0).text().string(), "first")
        expectEqual(try mixed.inspect().text().sheet(1).text().string(), "second")
        expectThrows((any Error).self) { try mixed.inspect().text().sheet(2) }
        expectThrows((any Error).self) { try mixed.inspect().find(text: "built-in sheet") }
        // The cover is another kind: its presenter does not hide sheets, nor sheets it.
        expectEqual(try mixed.inspect().fullScreenCover().text().string(), "cover")
        let builtInOnly = Text("x").sheet(isPresented: .constant(true)) { Text("built-in sheet") }
        expectEqual(try builtInOnly.inspect().find(text: "built-in sheet").pathToRoot, "text().sheet().text()")
    }
}
