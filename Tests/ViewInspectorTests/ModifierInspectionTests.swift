import SwiftUI
import Testing
import ViewInspector
import Expectations

/// A modifier that puts a caption beside the view it modifies.
private struct Captioned: ViewModifier {
    let caption: String

    func body(content: Content) -> some View {
        VStack {
            content.padding(.top, 15)
            Text(caption)
        }
    }
}

@MainActor @Suite struct ModifierInspectionTests {
    @Test func aModifierInspectedOnItsOwnShowsItsBodyAroundAContentStandIn() throws {
        let root = try Captioned(caption: "Note").inspect()
        expectEqual(try root.actualView(Captioned.self).caption, "Note")
        expectEqual(try root.vStack().text(1).string(), "Note")
        let content = try root.vStack().viewModifierContent(0)
        expectEqual(try content.padding(.top), 15)
        expectEqual(content.pathToRoot, "view(Captioned.self).vStack().viewModifierContent(0)")
    }

    @Test func theContentStandInIsALeafFoundByItsKind() throws {
        let root = try Captioned(caption: "Note").inspect()
        expectEqual(try root.find(ViewKind.viewModifierContent).pathToRoot, "view(Captioned.self).vStack().viewModifierContent(0)")
        #expect(try root.find(ViewKind.viewModifierContent).children().isEmpty)
    }

    @Test func appliedToAViewTheModifiersBodyHoldsTheViewInsteadOfTheStandIn() throws {
        let root = try Text("Body").modifier(Captioned(caption: "Note")).inspect()
        expectEqual(try root.vStack().text(0).string(), "Body")
        #expect(root.findAll(ViewKind.viewModifierContent).isEmpty)
    }
}
