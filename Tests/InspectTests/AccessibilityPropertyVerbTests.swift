import Builders
import Inspect
import Testing
import Expectations

/// The inspector names each accessibility property's modifier by its method and reads the values
/// with ViewInspector's verbs.
@MainActor @Suite struct AccessibilityPropertyVerbTests {
    @Test func eachPropertyIsNamedByItsMethod() throws {
        let view = EmptyView()
            .accessibilityAddTraits(.isButton).accessibilityRemoveTraits(.isImage).accessibilitySortPriority(2)
            .accessibilityActivationPoint(.top).accessibility(selectionIdentifier: 7).accessibilityElement(children: .contain)
        #expect(try view.inspect().modifiers.map(\.name) == [
            "accessibilityAddTraits", "accessibilityRemoveTraits", "accessibilitySortPriority",
            "accessibilityActivationPoint", "accessibilitySelectionIdentifier", "accessibilityElement",
        ])
    }

    @Test func valuesAreReadFromTheModifierThatSetsThem() throws {
        let view = try EmptyView()
            .accessibility(sortPriority: 3).accessibility(activationPoint: .bottomLeading)
            .accessibility(selectionIdentifier: "row").accessibilityElement()
            .inspect().emptyView()
        expectEqual(try view.accessibilitySortPriority(), 3)
        expectEqual(try view.accessibilityActivationPoint(), .bottomLeading)
        expectEqual(try view.accessibilitySelectionIdentifier(), AnyHashable("row"))
        expectEqual(try view.accessibilityChildBehavior(), .ignore)
    }

    @Test func traitsOfSeveralModifiersAreJoined() throws {
        let view = try EmptyView()
            .accessibility(addTraits: .isButton).accessibilityAddTraits([.isHeader, .isSelected]).accessibility(removeTraits: .isImage)
            .inspect().emptyView()
        expectEqual(try view.accessibilityAddedTraits(), [.isButton, .isHeader, .isSelected])
        expectEqual(try view.accessibilityRemovedTraits(), .isImage)
    }

    @Test func aMissingPropertyThrowsWhatWasLookedFor() throws {
        let view = try EmptyView().accessibilityLabel("a").inspect().emptyView()
        expectThrows(InspectionError.attributeNotFound("an accessibility sort priority", in: "EmptyView", path: "emptyView()")) {
            try view.accessibilitySortPriority()
        }
        expectThrows(InspectionError.attributeNotFound("accessibility traits added", in: "EmptyView", path: "emptyView()")) {
            try view.accessibilityAddedTraits()
        }
        let error = #expect(throws: InspectionError.self) { try view.accessibilityActivationPoint() }
        expectEqual(error?.localizedDescription, "attribute not found at emptyView(): expected an accessibility activation point, found none on EmptyView")
    }

    @Test func aTextsOwnLabelIsItsAccessibilityLabelOverAnyPart() throws {
        let text = Text("3").accessibilityLabel(Text("4")) + Text("5")
        expectEqual(try text.inspect().text().accessibilityLabel().string(), "4")
        expectEqual(try Text("1").accessibilityLabel("2").inspect().text().accessibilityLabel().string(), "2")
        expectThrows(InspectionError.self) { try Text("plain").inspect().text().accessibilityLabel() }
    }
}
