import Builders
import Foundation
import Inspect
import Observation
import Testing
import Expectations

/// A custom view with one text in its body.
private struct Caption: View {
    var body: some View { Text("caption") }
}

/// ViewInspector's verbs that move up a path and walk a container: `parent()`, a container as a
/// sequence with its `count`, and `content` with its view and modifiers.
@MainActor @Suite struct ViewInspectorVerbTests {
    /// A group in an AnyView; its second view has an overlay of a stack holding a custom view.
    private var nested: some View {
        AnyView(Group {
            Text("title")
            EmptyView()
                .padding()
                .overlay(HStack {
                    EmptyView()
                    Caption().padding()
                })
        })
    }

    @Test func parentIsTheViewOneStepUpTheSamePath() throws {
        let text = try nested.inspect().anyView().group().emptyView(1).overlay().hStack().view(Caption.self, 1).text()
        expectEqual(text.pathToRoot, "anyView().group().emptyView(1).overlay().hStack().view(Caption.self, 1).text()")
        expectEqual(try text.parent().pathToRoot, "anyView().group().emptyView(1).overlay().hStack().view(Caption.self, 1)")
        expectEqual(try text.parent().parent().pathToRoot, "anyView().group().emptyView(1).overlay().hStack()")
        // The overlay's step is a level of its own, as in ViewInspector.
        expectEqual(try text.parent().parent().parent().pathToRoot, "anyView().group().emptyView(1).overlay()")
        expectEqual(try text.parent().parent().parent().parent().pathToRoot, "anyView().group().emptyView(1)")
    }

    @Test func aStepOnAParentNamesTheParentItself() throws {
        let text = try nested.inspect().anyView().group().emptyView(1).overlay().hStack().view(Caption.self, 1).text()
        // The step replaces the one that reached the parent: no index, as the call is written.
        expectEqual(try text.parent().view(Caption.self).pathToRoot, "anyView().group().emptyView(1).overlay().hStack().view(Caption.self)")
        expectEqual(try text.parent().parent().hStack().pathToRoot, "anyView().group().emptyView(1).overlay().hStack()")
        expectEqual(try text.parent().parent().parent().overlay().pathToRoot, "anyView().group().emptyView(1).overlay()")
        let empty = try text.parent().parent().parent().parent().emptyView()
        expectEqual(empty.pathToRoot, "anyView().group().emptyView()")
        // The parent is the view itself, with its modifiers: its padding is there to read.
        #expect(empty.hasPadding())
    }

    @Test func aStepOnAParentOfAnotherKindThrowsAtThatStep() throws {
        let text = try nested.inspect().anyView().group().emptyView(1).overlay().hStack().view(Caption.self, 1).text()
        // Not the parent's child: the parent is a Caption, not a Group (named with its module, as ViewInspector names it).
        #expect(throws: InspectionError.typeMismatch(
            expected: "Group", found: "InspectTests.Caption", path: "anyView().group().emptyView(1).overlay().hStack().group()")) {
            try text.parent().group()
        }
    }

    @Test func theRootHasNoParent() throws {
        let root = try nested.inspect()
        expectThrows(InspectionError.attributeNotFound("a parent (it is the root of the inspection)", in: "AnyView", path: "anyView()")) {
            try root.parent()
        }
        let group = try root.anyView().group()
        expectThrows(InspectionError.self) { try group.parent().parent() }
    }

    @Test func aParentKeepsItsModifiersForTheirVerbs() throws {
        var appeared = false
        let view = EmptyView()
            .onAppear { appeared = true }
            .overlay(HStack { EmptyView() })
        try view.inspect().emptyView().overlay().hStack().emptyView().parent().parent().parent().callOnAppear()
        #expect(appeared)
    }

    @Test func theParentOfAStepsLevelIsTheViewHoldingTheStep() throws {
        var appeared = false
        var disappeared = false
        let view = EmptyView()
            .onAppear { appeared = true }
            .overlay(HStack { EmptyView() })
            .onDisappear { disappeared = true }
        let overlay = try view.inspect().emptyView().overlay()
        let holder = try overlay.parent()
        expectEqual(holder.pathToRoot, "emptyView()")
        try holder.callOnAppear()
        try holder.emptyView().callOnDisappear()
        #expect(appeared && disappeared)
        // Once a step names the overlay's view, that view's parent is the step's level.
        expectEqual(try overlay.hStack().parent().pathToRoot, "emptyView().overlay()")
    }

    @Test func aContainerIsASequenceOfItsChildren() throws {
        let stack = try VStack {
            Text("one")
            Text("two")
            Caption()
        }.inspect().vStack()
        expectEqual(stack.count, 3)
        var kinds: [ViewKind] = []
        for view in stack { kinds.append(view.kind) }
        expectEqual(kinds, [.text, .text, .custom])
        expectEqual(try stack.prefix(2).map { try $0.text().string() }, ["one", "two"])
        expectEqual(try Text("leaf").inspect().text().count, 0)
    }

    @Test func contentGivesTheViewAndItsOwnModifiersAsViewInspectorSortsThem() throws {
        let view = Text("styled")
            .padding()
            .allowsHitTesting(false)
            .environment(\.font, .headline)
            .border(Color.red)
        let text = try view.inspect().text()
        expectEqual(text.content.view as? Text, Text("styled"))
        // The padding and the border: the hit testing is passed down, the font is the environment's.
        expectEqual(text.content.medium.viewModifiers.count, 2)
        expectEqual(text.content.medium.transitiveViewModifiers.count, 1)
        expectEqual(text.content.medium.environmentModifiers.count, 1)
        #expect(text.content.medium.environmentObjects.isEmpty)
    }

    @Test func aViewBelowADisabledOneInheritsItAsATransitiveModifier() throws {
        let stack = try VStack { Text("a").padding() }.disabled(true).inspect()
        let text = try stack.vStack().text(0)
        expectEqual(text.content.medium.transitiveViewModifiers.count, 1)
        expectEqual(text.content.medium.viewModifiers.count, 1)
        #expect(try stack.vStack().content.medium.environmentModifiers.isEmpty)
    }
}

/// ViewInspector's searches by kind (`find(ViewType.Button.self)`), by a text inside, and by
/// accessibility label.
@MainActor @Suite struct SearchByKindTests {
    private var screen: some View {
        VStack {
            Text("Title")
            HStack {
                Button("Cancel") {}
                Button("Save") {}.accessibilityLabel("Save the draft")
            }
            Caption()
        }
    }

    @Test func findByKindGivesTheFirstViewOfTheKind() throws {
        let root = try screen.inspect()
        expectEqual(try root.find(.button).pathToRoot, "vStack().hStack(1).button(0)")
        expectEqual(try root.find(.button) { try $0.labelView().text().string() == "Save" }.pathToRoot, "vStack().hStack(1).button(1)")
        expectThrows(InspectionError.notFound(searched: "of kind Toggle", skipped: 9, path: "vStack()")) { try root.find(.toggle) }
    }

    @Test func findContainingGivesTheFirstViewOfTheKindHoldingTheText() throws {
        let root = try screen.inspect()
        expectEqual(try root.find(.button, containing: "Save").pathToRoot, "vStack().hStack(1).button(1)")
        expectEqual(try root.find(.hStack, containing: "Cancel").pathToRoot, "vStack().hStack(1)")
        expectEqual(try root.find(Caption.self, containing: "caption").pathToRoot, "vStack().view(Caption.self, 2)")
        expectThrows(InspectionError.self) { try root.find(.button, containing: "Title") }
    }

    @Test func findAllByKindListsEveryMatchWithoutThrowing() throws {
        let root = try screen.inspect()
        let texts = root.findAll(.text)
        expectEqual(texts.count, 4)
        // Depth first by default, as ViewInspector's findAll: in the order the texts are written.
        expectEqual(try texts.map { try $0.string() }, ["Title", "Cancel", "Save", "caption"])
        // Breadth first on request: the caption's text is a level above the buttons' labels.
        expectEqual(try root.findAll(.text, traversal: .breadthFirst).map { try $0.string() }, ["Title", "caption", "Cancel", "Save"])
        expectEqual(root.findAll(.text) { try $0.string().hasPrefix("C") }.count, 1)
        #expect(root.findAll(.toggle).isEmpty)
    }

    @Test func accessibilityTextsAreTextsAsInViewInspector() throws {
        let root = try screen.inspect()
        let button = try root.find(viewWithAccessibilityLabel: "Save the draft")
        expectEqual(button.pathToRoot, "vStack().hStack(1).button(1)")
        expectEqual(try button.accessibilityLabel().string(), "Save the draft")
        expectEqual(try button.accessibilityLabel().kind, .text)
    }
}

/// The values ViewInspector's tests make for views to hold.
@MainActor @Suite struct ViewInspectorTestValuesTests {
    @Test func aBindingMadeFromAValueKeepsWhatIsWrittenThroughAnyCopy() throws {
        let binding = Binding(wrappedValue: 1)
        let copy = binding
        copy.wrappedValue = 2
        expectEqual(binding.wrappedValue, 2)
        let toggle = Toggle("On", isOn: Binding(wrappedValue: false))
        expectThrows(Never.self) { try toggle.inspect().toggle().tap() }
        #expect(try toggle.inspect().toggle().isOn())
    }

    @Test func accessibilityIsOffUnlessTheEnvironmentSaysOtherwise() throws {
        expectEqual(EnvironmentValues().accessibilityEnabled, false)
        let text = try Text("a").environment(\.accessibilityEnabled, true).inspect().text()
        expectEqual(text.content.medium.environmentModifiers.count, 1)
    }
}

/// ViewInspector's name for the two halves of a composed gesture.
@MainActor @Suite struct GestureOrderTests {
    @Test func theOrderNamesTheHalfOfAComposedGestureAsked() throws {
        let composed = TapGesture().exclusively(before: LongPressGesture())
        let gesture = try EmptyView().gesture(composed).inspect().emptyView().gesture(ExclusiveGesture<TapGesture, LongPressGesture>.self)
        func half(_ order: InspectableView.GestureOrder) throws -> String {
            switch order {
            case .first: String(describing: type(of: try gesture.first(TapGesture.self).actualGesture()))
            case .second: String(describing: type(of: try gesture.second(LongPressGesture.self).actualGesture()))
            }
        }
        expectEqual(try InspectableView.GestureOrder.allCases.map(half), ["TapGesture", "LongPressGesture"])
    }
}

/// Values written to the environment, read on the views inside as ViewInspector reads them.
@MainActor @Suite struct EnvironmentWriteVerbTests {
    @Test func aWriteAboveIsReadOnEveryViewInside() throws {
        let view = AnyView(Group {
            EmptyView()
            Text("a").colorScheme(.light)
        })
        .keyboardType(.namePhonePad)
        .textContentType(.emailAddress)
        .autocapitalization(.words)
        .allowsTightening(true)
        .colorScheme(.dark)
        let group = try view.inspect().anyView().group()
        for inside in [try group.emptyView(0), try group.text(1)] {
            expectEqual(try inside.keyboardType(), .namePhonePad)
            expectEqual(try inside.textContentType(), .emailAddress)
            expectEqual(try inside.autocapitalization(), .words)
            #expect(inside.allowsTightening())
        }
        expectEqual(try group.emptyView(0).colorScheme(), .dark)
        // The innermost write wins.
        expectEqual(try group.text(1).colorScheme(), .light)
    }

    @Test func withoutAWriteTheDefaultsOrAnError() throws {
        let text = try Text("x").inspect().text()
        expectEqual(try text.colorScheme(), .light)
        #expect(!text.allowsTightening())
        expectThrows(InspectionError.attributeNotFound("the modifier keyboardType(_:)", in: "Text", path: "text()")) {
            try text.keyboardType()
        }
    }

    @Test func aSpacersMinimumLengthIsRead() throws {
        expectEqual(try Spacer().inspect().spacer().minLength(), nil)
        expectEqual(try Spacer(minLength: 30).inspect().spacer().minLength(), 30)
    }
}

/// Texts of formatted values and texts holding images.
@MainActor @Suite struct TextFormatterAndImageTests {
    @Test func aFormattersTextIsFormattedWhenItIsRead() throws {
        let formatter = NumberFormatter()
        formatter.numberStyle = .decimal
        formatter.locale = Locale(identifier: "en_US")
        let number = NSNumber(value: 12.5)
        let text = Text(number, formatter: formatter)
        // The text is what the formatter makes of the value.
        expectEqual(try text.inspect().text().string(), formatter.string(from: number))
        #expect(try text.inspect().text().string().contains("12.5"))
        // The formatter is kept, not its first answer: a change to it shows at the next reading.
        formatter.locale = Locale(identifier: "fr_FR")
        #expect(try text.inspect().text().string().contains("12,5"))
        #expect(try inspect(text, mirrorOnly: true).text().string().contains("12,5"))
    }

    @Test func aReferenceConvertibleValueAndAnInterpolationAreFormatted() throws {
        let formatter = DateFormatter()
        formatter.dateFormat = "yyyy-MM-dd"
        formatter.timeZone = TimeZone(identifier: "UTC")
        let date = Date(timeIntervalSince1970: 0)
        expectEqual(try Text(date, formatter: formatter).inspect().text().string(), "1970-01-01")
        expectEqual(try Text("Since \(date, formatter: formatter)").inspect().text().string(), "Since 1970-01-01")
    }

    @Test func theImagesOfATextAreListedInReadingOrder() throws {
        let star = Image(systemName: "star")
        let heart = Image(systemName: "heart")
        let logo = Image("logo")
        let text = Text("Rated \(star) \(Text(heart))") + Text(" by \(logo)")
        expectEqual(try text.inspect().text().images(), [star, heart, logo])
        #expect(try Text("plain").inspect().text().images().isEmpty)
        expectThrows(InspectionError.typeMismatch(expected: "Text", found: "Image", path: "image()")) {
            try star.inspect().image().images()
        }
    }
}

/// A font's settings, read as ViewInspector reads them.
@Suite struct FontSettingsTests {
    @Test func aSystemFontHasItsSizeWeightAndDesign() throws {
        let font = Font.system(size: 15, weight: .bold, design: .rounded)
        expectEqual(try font.size(), 15)
        expectEqual(try font.weight(), .bold)
        expectEqual(try font.design(), .rounded)
        expectEqual(try Font.system(size: 13).weight(), .regular)
        expectEqual(try Font.system(size: 13).design(), .default)
        expectThrows(InspectionError.attributeNotFound("a style", in: "Font", path: "")) { try Font.system(size: 13).style() }
        expectThrows(InspectionError.attributeNotFound("a name", in: "Font", path: "")) { try font.name() }
    }

    @Test func aNamedFontHasItsNameAndSizeAndScalesWithTheBody() throws {
        let font = Font.custom("Avenir", size: 14)
        expectEqual(try font.name(), "Avenir")
        expectEqual(try font.size(), 14)
        expectEqual(try font.style(), .body)
        expectThrows(InspectionError.attributeNotFound("a weight", in: "Font", path: "")) { try font.weight() }
        expectThrows(InspectionError.attributeNotFound("a design", in: "Font", path: "")) { try font.design() }
    }

    @Test func aTextStyleFontHasItsStyleAndNoSize() throws {
        expectEqual(try Font.callout.style(), .callout)
        expectThrows(InspectionError.attributeNotFound("a size", in: "Font", path: "")) { try Font.headline.size() }
        // Its own modifiers apply: a bold headline is a headline of bold weight.
        expectEqual(try Font.headline.bold().style(), .headline)
        expectEqual(try Font.headline.weight(.heavy).weight(), .heavy)
    }
}

/// A custom view generic over the view it shows.
private struct Wrapper<Content: View>: View {
    let content: Content
    var body: some View { content }
}

/// ViewInspector's spellings of values the package reads under other names, and the SwiftUI
/// initialisers and modifiers its tests build views with.
@MainActor @Suite struct ViewInspectorSpellingTests {
    @Test func aFixedFrameIsReadOneDimensionAtATime() throws {
        let sized = try Text("a").frame(width: 10, alignment: .bottom).inspect().text()
        expectEqual(try sized.fixedWidth(), 10)
        #expect(try sized.fixedHeight().isNaN, "a height the frame leaves open")
        expectEqual(try sized.fixedAlignment(), .bottom)
    }

    @Test func aNestedBlockIsReachedByItsFirstViewsPlaceAndItsViewsAreChildrenOfTheStackToo() throws {
        @ViewBuilder func nested(_ shown: Bool) -> some View {
            Text("a")
            if shown { Text("b").offset().blur(radius: 1); Text("c") }
            Text("d")
        }
        let stack = try HStack { nested(true) }.inspect().hStack()
        let block = try stack.tupleView(1)
        expectEqual(block.pathToRoot, "hStack().tupleView(1)")
        expectEqual(try block.text(1).string(), "c")
        expectEqual(try block.text(0).content.medium.viewModifiers.count, 2)
        // The block's views keep their places in the stack's list, where a search names them.
        expectEqual(try stack.text(2).string(), "c")
        expectEqual(try stack.find(text: "c").pathToRoot, "hStack().text(2)")
        expectEqual(try stack.descendant(atPath: "tupleView(1).text(0)").string(), "b")
        expectThrows(InspectionError.typeMismatch(expected: "TupleView", found: "Text", path: "hStack().text(3)")) {
            try stack.tupleView(3)
        }
        expectThrows(InspectionError.indexOutOfRange(index: 4, count: 4, path: "hStack()")) {
            try stack.tupleView(4)
        }
        // From the root an inspection gives, the step names the root, as other steps do.
        let root = try HStack { nested(true) }.inspect()
        expectEqual(try root.text(2).pathToRoot, "hStack().text(2)")
        expectEqual(try root.tupleView(1).text(1).pathToRoot, "hStack().tupleView(1).text(1)")
        let hidden = try HStack { nested(false) }.inspect().hStack()
        expectThrows(InspectionError.viewAbsent(expected: "TupleView", path: "hStack().tupleView(1)")) {
            try hidden.tupleView(1)
        }
    }

    @Test func aViewIsFlippedWhenItOrAContainerFlips() throws {
        let view = VStack {
            Text("outer")
            VStack {
                Text("inner")
                // A container that flips mirrors everything inside, whatever the view says itself.
                Text("unflipped").flipsForRightToLeftLayoutDirection(false)
            }.flipsForRightToLeftLayoutDirection(true)
        }.flipsForRightToLeftLayoutDirection(false)
        let root = try view.inspect()
        expectEqual(try root.find(text: "outer").flipsForRightToLeftLayoutDirection(), false)
        expectEqual(try root.find(text: "inner").flipsForRightToLeftLayoutDirection(), true)
        expectEqual(try root.find(text: "unflipped").flipsForRightToLeftLayoutDirection(), true)
        expectThrows(InspectionError.self) { try Text("x").inspect().flipsForRightToLeftLayoutDirection() }
    }

    @Test func aValueIsReadAsTheTypeTheCallNames() throws {
        let link = try NavigationLink("Next", value: 42).inspect().navigationLink()
        expectEqual(try link.value(Int.self), 42)
        expectThrows(InspectionError.typeMismatch(expected: "String", found: "Int", path: "navigationLink()")) {
            try link.value(String.self)
        }
        let slider = try Slider(value: .constant(0.25)).inspect().slider()
        expectEqual(try slider.value(Double.self), 0.25)
    }

    @Test func aLinkWithATagIsActiveWhileTheSelectionIsItsTag() throws {
        var selection: String? = "b"
        let binding = Binding(get: { selection }, set: { selection = $0 })
        let view = VStack {
            NavigationLink(destination: Text("A"), tag: "a", selection: binding) { Text("Go to A") }
            NavigationLink("Go to B", destination: Text("B"), tag: "b", selection: binding)
        }
        expectEqual(try view.inspect().vStack().navigationLink(0).isActive(), false)
        expectEqual(try view.inspect().vStack().navigationLink(1).isActive(), true)
        try view.inspect().vStack().navigationLink(0).activate()
        expectEqual(selection, "a")
        try view.inspect().vStack().navigationLink(0).deactivate()
        expectEqual(selection, nil)
    }

    @Test func aStepperTakesItsLabelLast() throws {
        var count = 0
        let stepper = Stepper(onIncrement: { count += 1 }, onDecrement: nil) { Text("Count") }
        expectEqual(try stepper.inspect().stepper().labelView().text().string(), "Count")
        try stepper.inspect().stepper().increment()
        expectEqual(count, 1)
    }

    @Test func statusBarHiddenIsReadFromEitherSpelling() throws {
        #expect(try Text("a").statusBar(hidden: true).inspect().statusBarHidden())
        expectEqual(try Text("a").statusBar(hidden: false).inspect().statusBarHidden(), false)
    }

    @Test func navigationBarItemsStepsToTheViewTheyAreOn() throws {
        let view = NavigationView {
            List { Text("row") }.navigationBarItems(trailing: Text("Edit"))
        }
        let listed = try view.inspect().navigationView().navigationBarItems(List<Never, Text>.self)
        expectEqual(try listed.list().text(0).string(), "row")
        expectThrows(InspectionError.modifierNotFound(parent: "Text", modifier: "navigationBarItems", index: 0)) {
            try Text("a").inspect().navigationBarItems()
        }
    }

    @Test func aViewInAHiddenLabelIsHidden() throws {
        let view = VStack {
            Toggle(isOn: .constant(true)) { Text("Wi-Fi") }.labelsHidden()
            Text("Status")
        }
        #expect(try view.inspect().find(text: "Wi-Fi").isHidden())
        expectEqual(try view.inspect().find(text: "Status").isHidden(), false)
    }

    @Test func aContainerOfOneViewReachesItWithoutAnIndex() throws {
        let single = try NavigationStack { Text("Home") }.inspect()
        expectEqual(try single.find(text: "Home").pathToRoot, "navigationStack().text()")
        let several = try ScrollView { Text("a"); Text("b") }.inspect().scrollView()
        #expect(try several.text().string() == "a", "the first of several, as ViewInspector reads a scroll view's content")
        expectEqual(try several.text(1).string(), "b")
    }

    @Test func indexZeroAfterALabelStepIsTheLabelItself() throws {
        let label = Label { HStack { Text("Title") } } icon: { Text("★") }
        expectEqual(try label.inspect().label().title().hStack(0).text(0).string(), "Title")
        expectEqual(try label.inspect().label().title().hStack().text(0).string(), "Title")
    }

    @Test func aGenericCustomViewIsNamedInPathsByItsDeclaredType() throws {
        let view = Wrapper(content: Wrapper(content: Text("inner")))
        let found = try view.inspect().find(text: "inner")
        expectEqual(found.pathToRoot, "view(Wrapper<EmptyView>.self).view(Wrapper<EmptyView>.self).text()")
        #expect(try found.parent().pathToRoot == "view(Wrapper<EmptyView>.self).view(Wrapper<EmptyView>.self)",
                "a path with placeholders still leads back to the view")
    }

    @Test func anItemProviderIsMadeWhenAsked() throws {
        var asked = 0
        let view = Text("Drag me").itemProvider {
            asked += 1
            return NSItemProvider()
        }
        #expect(try view.inspect().text().itemProvider() != nil)
        expectEqual(asked, 1)
        #expect(try Text("Nothing").itemProvider { nil }.inspect().text().itemProvider() == nil)
        expectThrows(InspectionError.self) { try Text("None").inspect().text().itemProvider() }
    }

    @Test func aHiddenButtonOrOneKeptFromTapsIgnoresATap() throws {
        var taps = 0
        let view = VStack {
            HStack { Button("Hidden") { taps += 1 } }.hidden()
            Button("Untouchable") { taps += 1 }.allowsHitTesting(false)
            Button("Plain") { taps += 1 }
        }
        expectThrows(InspectionError.notSupported("tap on a hidden Button", path: "vStack().hStack(0).button(0)")) {
            try view.inspect().find(button: "Hidden").tap()
        }
        expectThrows(InspectionError.self) { try view.inspect().find(button: "Untouchable").tap() }
        try view.inspect().find(button: "Plain").tap()
        expectEqual(taps, 1)
    }

    @Test func thePaddingOfAnEdgeNoModifierPadsIsMissing() throws {
        let text = try Text("a").padding(.top, 10).padding(.bottom, 20).inspect().text()
        expectEqual(try text.padding(.top), 10)
        expectEqual(try text.padding(.bottom), 20)
        expectThrows(InspectionError.modifierNotFound(parent: "Text", modifier: "padding", index: 0)) {
            try text.padding(.leading)
        }
        #expect(text.hasPadding([]), "no edges: whether any padding modifier is there")
        expectEqual(try Text("b").inspect().text().hasPadding([]), false)
    }

    @Test func aToolbarAndItsItemsHaveTheirIdentifiersOrNone() throws {
        let view = Text("a")
            .toolbar { Text("plain") }
            .toolbar(id: "editor") { ToolbarItem(id: "bold") { Text("B") } }
        expectEqual(try view.inspect().text().toolbar(0).identifier(), nil)
        expectEqual(try view.inspect().text().toolbar(1).identifier(), "editor")
        expectEqual(try view.inspect().text().toolbar(1).toolbarItem(0).identifier(), "bold")
        expectThrows(InspectionError.self) { try view.inspect().text().identifier() }
    }

    @Test func aScrollViewKeepsNoContentInsetsOfItsOwn() throws {
        expectEqual(try ScrollView { Text("a") }.inspect().scrollView().contentInsets(), EdgeInsets())
    }
}

/// Counts taps in its own state.
private struct TapCounter: View {
    @State private var count = 0

    var body: some View {
        VStack {
            Text("Count: \(count)")
            Button("Add") { count += 1 }
        }
    }
}

/// A model a view observes.
@Observable @MainActor private final class Tally {
    var total = 0
}

/// Adds to an observed model.
private struct TallyView: View {
    let tally: Tally

    var body: some View {
        Button("Total \(tally.total)") { tally.total += 1 }
    }
}

/// State changed by a tap is seen by the next inspection, every time: a thousand taps in a row,
/// each read back before the next.
@MainActor @Suite struct RepeatedStateTests {
    @Test func eachOfAThousandTapsOnStateIsSeenByTheNextInspection() throws {
        let counter = TapCounter()
        var seen: [String] = []
        for _ in 1...1_000 {
            try counter.inspect().find(button: "Add").tap()
            seen.append(try counter.inspect().find(ViewKind.text).string())
        }
        expectEqual(seen, (1...1_000).map { "Count: \($0)" })
    }

    @Test func eachOfAThousandTapsOnAnObservedModelIsSeenByTheNextInspection() throws {
        let view = TallyView(tally: Tally())
        var seen: [String] = []
        for _ in 1...1_000 {
            try view.inspect().button().tap()
            seen.append(try view.inspect().button().labelView().text().string())
        }
        expectEqual(seen, (1...1_000).map { "Total \($0)" })
    }
}
