import Builders
import Foundation
import Inspect
import Testing
import Expectations

// Presentations of an item (`alert(item:)`, `actionSheet(item:)`, `popover(item:)`), alerts and
// dialogs presenting a value, and where a popover is attached.

private final class Box<Value> {
    var value: Value
    init(_ value: Value) { self.value = value }
    var binding: Binding<Value> { Binding(get: { self.value }, set: { self.value = $0 }) }
}

private struct Note: Identifiable {
    let id: Int
}

@MainActor @Suite struct ItemAndDataPresentationVerbTests {
    @Test("alert(item:) shows the alert made for the item; its button clears the item")
    func alertOfAnItem() throws {
        let item = Box<Note?>(Note(id: 3))
        let view = Text("x").alert(item: item.binding) { Alert(title: Text("note \($0.id)")) }
        expectEqual(try view.inspect().alert().title().string(), "note 3")
        try view.inspect().alert().primaryButton().tap()
        #expect(item.value == nil)
        expectThrows(InspectionError.attributeNotFound("a presented alert (its isPresented is false)", in: "Text", path: "text()")) {
            try view.inspect().alert()
        }
    }

    @Test("actionSheet(item:) shows the sheet made for the item; a button clears the item")
    func actionSheetOfAnItem() throws {
        let item = Box<Note?>(Note(id: 4))
        let view = Text("x").actionSheet(item: item.binding) {
            ActionSheet(title: Text("note \($0.id)"), message: Text("choose"), buttons: [.default(Text("Open")), .cancel()])
        }
        let sheet = try view.inspect().actionSheet()
        expectEqual(try sheet.title().string(), "note 4")
        expectEqual(try sheet.message().string(), "choose")
        expectEqual(try view.inspect().find(text: "choose").pathToRoot, "text().actionSheet().message()")
        try sheet.button(0).tap()
        #expect(item.value == nil)
    }

    @Test("popover(item:) shows the content made for the item, attached where it says")
    func popoverOfAnItem() throws {
        let item = Box<Note?>(Note(id: 5))
        let view = Text("x").popover(item: item.binding, attachmentAnchor: .rect(.rect(.zero)), arrowEdge: .bottom) { Text("note \($0.id)") }
        let popover = try view.inspect().popover()
        expectEqual(try popover.text().string(), "note 5")
        expectEqual(try popover.attachmentAnchor(), .rect(.rect(.zero)))
        expectEqual(try popover.arrowEdge(), .bottom)
        try popover.dismiss()
        #expect(item.value == nil)
    }

    @Test("a popover is attached to the presenting view's bounds unless told otherwise")
    func popoverAttachmentDefaultsToBounds() throws {
        let view = Text("x").popover(isPresented: .constant(true)) { Text("p") }
        expectEqual(try view.inspect().popover().attachmentAnchor(), .rect(.bounds))
        #expect(PopoverAttachmentAnchor.rect(.bounds) != .point(.center))
        #expect(PopoverAttachmentAnchor.point(.top) != .point(.bottom))
    }

    @Test("attachmentAnchor() on a view that is no popover names what it expected")
    func attachmentAnchorOfANonPopover() throws {
        expectThrows(InspectionError.attributeNotFound("attachmentAnchor", in: "Text", path: "text()")) {
            try Text("x").inspect().text().attachmentAnchor()
        }
    }

    @Test("an alert presenting a value makes its actions and message from it")
    func alertPresentingAValue() throws {
        let view = Text("x").alert("Delete", isPresented: .constant(true), presenting: "notes.txt") { name in
            Button("Delete \(name)") {}
            Button("Cancel") {}
        } message: { name in
            Text("\(name) goes to the bin")
        }
        let alert = try view.inspect().alert()
        expectEqual(try alert.title().string(), "Delete")
        expectEqual(try alert.button(0).labelView().text().string(), "Delete notes.txt")
        expectEqual(try alert.message().text().string(), "notes.txt goes to the bin")
    }

    @Test("an alert presenting nil is not shown, though isPresented is true")
    func alertPresentingNil() throws {
        let name: String? = nil
        let view = Text("x").alert("Delete", isPresented: .constant(true), presenting: name) { Button("Delete \($0)") {} }
        expectThrows(InspectionError.attributeNotFound("a presented alert (its isPresented is false)", in: "Text", path: "text()")) {
            try view.inspect().alert()
        }
        expectThrows((any Error).self) { try view.inspect().find(button: "Delete") }
    }

    @Test("a confirmation dialog presenting a value makes its actions from it; dismissing it sets isPresented false")
    func dialogPresentingAValue() throws {
        let shown = Box(true)
        let view = Text("x").confirmationDialog(Text("Share"), isPresented: shown.binding, presenting: 7) { count in
            Button("Share \(count)") {}
        }
        let dialog = try view.inspect().confirmationDialog()
        expectEqual(try dialog.button().labelView().text().string(), "Share 7")
        try dialog.dismiss()
        #expect(!shown.value)
    }
}
