import Builders
import Foundation
import Inspect
import Testing
import Expectations

// ViewInspector's verbs on the presentations of SwiftUI's first API: an `Alert` presented by
// `alert(isPresented:content:)`, and an `ActionSheet`.

private final class Box<Value> {
    var value: Value
    init(_ value: Value) { self.value = value }
    var binding: Binding<Value> { Binding(get: { self.value }, set: { self.value = $0 }) }
}

@MainActor @Suite struct FirstAlertAPIVerbTests {
    private static func view(_ shown: Box<Bool>, _ log: Box<[String]>) -> some View {
        Text("x").alert(isPresented: shown.binding) {
            Alert(title: Text("Delete?"), message: Text("It cannot be undone"),
                  primaryButton: .destructive(Text("Delete")) { log.value.append("delete") },
                  secondaryButton: .cancel { log.value.append("cancel") })
        }
    }

    @Test func titleMessageAndButtonsAreReached() throws {
        let shown = Box(true), log = Box<[String]>([])
        let alert = try Self.view(shown, log).inspect().alert()
        expectEqual(try alert.title().string(), "Delete?")
        expectEqual(try alert.message().string(), "It cannot be undone")
        // As in ViewInspector, the step's path ends at the step; a search names the Text below it.
        // A step straight from `inspect()` starts the path, as in ViewInspector.
        expectEqual(try alert.message().pathToRoot, "alert().message()")
        expectEqual(try Self.view(shown, log).inspect().find(text: "It cannot be undone").pathToRoot, "text().alert().message().text()")
        expectEqual(try alert.primaryButton().labelView().string(), "Delete")
        expectEqual(try alert.primaryButton().style(), .destructive)
        expectEqual(try alert.secondaryButton().labelView().string(), "Cancel")
        expectEqual(try alert.secondaryButton().style(), .cancel)
    }

    @Test func tappingAButtonDismissesTheAlertThenRunsItsAction() throws {
        let shown = Box(true), log = Box<[String]>([])
        let view = Self.view(shown, log)
        try view.inspect().alert().primaryButton().tap()
        #expect(!shown.value)
        expectEqual(log.value, ["delete"])
        expectThrows(InspectionError.attributeNotFound("a presented alert (its isPresented is false)", in: "Text", path: "text()")) {
            try view.inspect().alert()
        }
        shown.value = true
        try view.inspect().alert().secondaryButton().tap()
        #expect(!shown.value)
        expectEqual(log.value, ["delete", "cancel"])
    }

    @Test func dismissSetsTheBindingFalse() throws {
        let shown = Box(true), log = Box<[String]>([])
        try Self.view(shown, log).inspect().alert().dismiss()
        #expect(!shown.value)
        #expect(log.value.isEmpty)
    }

    @Test func anAlertOfOneButtonHasNoSecondButtonOrMessage() throws {
        let view = Text("x").alert(isPresented: .constant(true)) { Alert(title: Text("Saved")) }
        let alert = try view.inspect().alert()
        expectEqual(try alert.primaryButton().labelView().string(), "OK")
        expectEqual(try alert.primaryButton().style(), .default)
        expectThrows(InspectionError.attributeNotFound("a view at popup|secondaryButton|some", in: "AlertTransformModifier", path: "alert()")) {
            try alert.secondaryButton()
        }
        expectThrows(InspectionError.attributeNotFound("a view at message", in: "AlertTransformModifier", path: "alert()")) {
            try alert.message()
        }
        expectThrows(InspectionError.typeMismatch(expected: "Alert.Button", found: "Text", path: "text()")) {
            try Text("x").inspect().style()
        }
    }

    @Test func searchesAndDumpsReachTheAlertsViews() throws {
        let shown = Box(true), log = Box<[String]>([])
        let view = Self.view(shown, log)
        let found = try view.inspect().find(text: "Delete")
        expectEqual(found.pathToRoot, "text().alert().primaryButton().labelView()")
        expectEqual(try view.inspect().find(button: "Cancel").pathToRoot, "text().alert().secondaryButton()")
        #expect(try view.inspect().treeDump() == view.inspectWithMirrorOnly().treeDump())
        #expect(try view.inspect().treeDump().contains("It cannot be undone"))
    }
}

@MainActor @Suite struct ActionSheetVerbTests {
    private static func view(_ shown: Box<Bool>, _ log: Box<[String]>) -> some View {
        Text("x").actionSheet(isPresented: shown.binding) {
            ActionSheet(title: Text("Share"), message: Text("Where to?"), buttons: [
                .default(Text("Mail")) { log.value.append("mail") },
                .destructive(Text("Delete")) { log.value.append("delete") },
                .cancel(),
            ])
        }
    }

    @Test func titleMessageAndButtonsAreReached() throws {
        let shown = Box(true), log = Box<[String]>([])
        let sheet = try Self.view(shown, log).inspect().actionSheet()
        expectEqual(try sheet.title().string(), "Share")
        expectEqual(try sheet.message().string(), "Where to?")
        expectEqual(try sheet.button(0).labelView().string(), "Mail")
        expectEqual(try sheet.button(1).style(), .destructive)
        expectEqual(try sheet.button(2).labelView().string(), "Cancel")
        expectThrows(InspectionError.indexOutOfRange(index: 3, count: 3, path: "actionSheet()")) {
            try sheet.button(3)
        }
    }

    @Test func aButtonDismissesTheSheetThenActs() throws {
        let shown = Box(true), log = Box<[String]>([])
        let view = Self.view(shown, log)
        try view.inspect().actionSheet().button(1).tap()
        #expect(!shown.value)
        expectEqual(log.value, ["delete"])
        expectThrows(InspectionError.attributeNotFound("a presented actionSheet (its isPresented is false)", in: "Text", path: "text()")) {
            try view.inspect().actionSheet()
        }
        shown.value = true
        try view.inspect().actionSheet().dismiss()
        #expect(!shown.value)
        expectEqual(log.value, ["delete"])
    }

    @Test func searchesAndDumpsReachTheSheet() throws {
        let shown = Box(true), log = Box<[String]>([])
        let view = Self.view(shown, log)
        expectEqual(try view.inspect().find(button: "Mail").pathToRoot, "text().actionSheet().button(0)")
        expectEqual(try view.inspect().find(text: "Where to?").pathToRoot, "text().actionSheet().message()")
        #expect(try view.inspect().treeDump() == view.inspectWithMirrorOnly().treeDump())
    }
}
