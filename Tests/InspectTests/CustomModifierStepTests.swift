import Builders
import Inspect
import Testing
import Expectations

/// A modifier whose body puts a button beside the view it modifies, with its own state.
private struct Pinned: ViewModifier {
    var tag = 0
    @State var isPinned = false

    func body(content: Content) -> some View {
        HStack {
            Button(isPinned ? "Unpin" : "Pin") { isPinned.toggle() }
            content.padding(isPinned ? 8 : 2)
        }
    }
}

/// A modifier that adds an action to the view it modifies, and no view.
private struct Logged: ViewModifier {
    func body(content: Content) -> some View {
        content.onAppear {}
    }
}

@MainActor @Suite struct CustomModifierStepTests {
    @Test func aCustomModifierAppliedToAViewIsReachedByItsTypeAndReadApart() throws {
        let view = EmptyView().modifier(Logged())
        let modifier = try view.inspect().emptyView().modifier(Logged.self)
        let content = try modifier.viewModifierContent()
        expectEqual(content.pathToRoot, "emptyView().modifier(Logged.self).viewModifierContent()")
        try content.callOnAppear()
    }

    @Test func theIndexPicksAmongModifiersOfOneTypeFromTheInnermost() throws {
        let view = Text("a").modifier(Logged()).modifier(Pinned(tag: 1)).padding().modifier(Pinned(tag: 2))
        let text = try view.inspect().find(text: "a")
        expectEqual(try text.modifier(Pinned.self).actualView(Pinned.self).tag, 1)
        let second = try text.modifier(Pinned.self, 1)
        expectEqual(try second.actualView(Pinned.self).tag, 2)
        #expect(try second.hStack().viewModifierContent(1).pathToRoot.hasSuffix(".modifier(Pinned.self, 1).hStack().viewModifierContent(1)"))
    }

    @Test func aModifiersStateChangesWhenItsBodyIsTapped() throws {
        let view = Text("a").modifier(Pinned())
        let modifier = try view.inspect().find(text: "a").modifier(Pinned.self)
        expectEqual(try modifier.hStack().viewModifierContent(1).padding(.top), 2)
        try modifier.hStack().button(0).tap()
        expectEqual(try modifier.hStack().viewModifierContent(1).padding(.top), 8)
    }

    @Test func aMissingModifierIsNamedAsViewInspectorNamesIt() throws {
        let view = EmptyView().padding()
        expectThrows(InspectionError.modifierNotFound(parent: "EmptyView", modifier: "Logged", index: 0)) {
            try view.inspect().emptyView().modifier(Logged.self)
        }
        let error = #expect(throws: InspectionError.self) { try view.inspect().emptyView().modifier(Logged.self, 1) }
        expectEqual(error?.localizedDescription, "EmptyView does not have 'Logged' modifier at index 1")
    }

    @Test func theEmptyModifierIsAModifierOfTheViewThatChangesNothing() throws {
        let view = Text("a").modifier(EmptyModifier.identity).padding()
        let text = try view.inspect().text()
        expectEqual(try text.string(), "a")
        expectEqual(text.content.medium.viewModifiers.count, 2)
    }
}

@MainActor @Suite struct InspectedValueTests {
    private struct Switch: View {
        @State var isOn = true
        let title = "Lamp"
        var body: some View { Text(title) }
    }

    @Test func actualViewReadsStoredPropertiesAndWrappedValuesWithTheirTypesInferred() throws {
        let root = try Switch().inspect()
        let isOn: Bool = try root.actualView().isOn
        #expect(isOn)
        expectEqual(try root.actualView().title, "Lamp")
    }

    @Test func aPropertyThatIsMissingOrOfAnotherTypeThrowsNamingIt() throws {
        let root = try Switch().inspect()
        expectThrows(InspectionError.attributeNotFound("a stored property 'colour'", in: "Switch", path: "view(Switch.self).actualView()")) {
            let _: String = try root.actualView().colour
        }
        expectThrows(InspectionError.typeMismatch(expected: "Int", found: "String", path: "view(Switch.self).actualView().title")) {
            let _: Int = try root.actualView().title
        }
    }
}

/// The shelf a modifier reads from the environment.
private final class Shelf: ObservableObject {
    @Published var label = "Top"
}

/// A modifier that shows the shelf's label beside the view it modifies.
private struct ShelfLabel: ViewModifier {
    @EnvironmentObject var shelf: Shelf

    func body(content: Content) -> some View {
        HStack {
            content
            Text(shelf.label)
        }
    }
}

@MainActor @Suite struct CustomModifierEnvironmentTests {
    @Test func aCustomModifierReadsTheObjectPlacedAboveWhereItIsApplied() throws {
        let view = Text("Jam").modifier(ShelfLabel()).environmentObject(Shelf())
        expectEqual(try view.inspect().hStack().text(1).string(), "Top")
        expectEqual(try view.inspect().find(text: "Top").pathToRoot, "hStack().text(1)")
    }

    @Test func aCustomModifierWhoseObjectNoViewPlacedLeavesItsViewAsItIs() throws {
        let view = Text("Jam").modifier(ShelfLabel())
        expectEqual(try view.inspect().text().string(), "Jam")
        expectThrows(InspectionError.self) { try view.inspect().find(text: "Top") }
    }
}

@MainActor @Suite struct InspectedNumberTests {
    private struct Zoom: View {
        var scale: CGFloat = 2
        var count = 3
        var body: some View { Text("zoom") }
    }

    @Test func aNumberIsReadAsTheNumberTypeALiteralBesideItHasWhenItConvertsExactly() throws {
        let root = try Zoom().inspect()
        let scale: Double = try root.actualView().scale
        expectEqual(scale, 2)
        let count: Double = try root.actualView().count
        expectEqual(count, 3)
        expectThrows(InspectionError.self) { let _: String = try root.actualView().scale }
    }
}

/// Fades the view it modifies when it is disabled.
private struct FadedWhenDisabled: ViewModifier {
    let isEnabled: Bool

    func body(content: Content) -> some View {
        content.opacity(isEnabled ? 1 : 0.5)
    }
}

/// Resolves to ``FadedWhenDisabled`` from the environment it is applied in.
private struct FadesWhenDisabled: EnvironmentalModifier {
    func resolve(in environment: EnvironmentValues) -> FadedWhenDisabled {
        FadedWhenDisabled(isEnabled: environment.isEnabled)
    }
}

@MainActor @Suite struct EnvironmentalModifierTests {
    @Test func theResolvedModifiersViewsAreWhereTheModifierIsApplied() throws {
        let text = try Text("Save").modifier(FadesWhenDisabled()).inspect().text()
        expectEqual(try text.string(), "Save")
        expectEqual(try text.opacity(), 1)
    }

    @Test func theEnvironmentalModifierStandsForTheModifierItResolvesTo() throws {
        // As in SwiftUI's tree: the environmental modifier is the view's, the resolved one's body applies.
        let text = try Text("Save").modifier(FadesWhenDisabled()).inspect().text()
        expectEqual(text.modifiers.map(\.typeName), ["_OpacityEffect", "FadesWhenDisabled"])
        expectEqual(text.content.medium.viewModifiers.count, 2)
    }

        @Test func itResolvesInTheEnvironmentItIsAppliedIn() throws {
        let view = VStack { Text("Save").modifier(FadesWhenDisabled()) }.disabled(true)
        expectEqual(try view.inspect().find(text: "Save").opacity(), 0.5)
    }
}
