import Builders
import Inspect
import Testing
import Expectations

/// A button style whose label blurs while pressed.
private struct BlurWhenPressed: ButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        Group {
            configuration.label.blur(radius: configuration.isPressed ? 5 : 0).padding()
        }
    }
}

/// A primitive button style whose button runs the configuration's trigger.
private struct Triggering: PrimitiveButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        Button(action: configuration.trigger) { configuration.label }
    }
}

/// A toggle style whose label blurs while on.
private struct BlurWhenOn: ToggleStyle {
    func makeBody(configuration: Configuration) -> some View {
        VStack { configuration.label.blur(radius: configuration.isOn ? 5 : 0) }
    }
}

/// A label style with the title above the icon.
private struct Stacked: LabelStyle {
    func makeBody(configuration: Configuration) -> some View {
        VStack {
            configuration.title.blur(radius: 3)
            configuration.icon.padding(5)
        }
    }
}

/// A progress view style showing its labels and the percentage.
private struct Percent: ProgressViewStyle {
    func makeBody(configuration: Configuration) -> some View {
        VStack {
            configuration.label.brightness(3)
            configuration.currentValueLabel.blur(radius: 5)
            Text("Completed: \(Int((configuration.fractionCompleted ?? 0) * 100))%")
        }
    }
}

/// A group box style with the content above the label.
private struct ContentFirst: GroupBoxStyle {
    func makeBody(configuration: Configuration) -> some View {
        VStack {
            configuration.content.blur(radius: 5)
            configuration.label.brightness(3)
        }
    }
}

/// A menu style that blurs the menu.
private struct Blurred: MenuStyle {
    func makeBody(configuration: Configuration) -> some View {
        VStack { Menu(configuration).blur(radius: 3) }
    }
}

/// A button style whose body holds a Label beside the configuration's label.
private struct LabelBesideLabel: ButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        Group {
            Text("empty")
            Label("", image: "")
            configuration.label
        }
    }
}

/// A replica of SwiftUI's configuration, in a module of its own: read by its names alone.
private enum StyleReplica {
    struct ButtonStyleConfiguration {
        struct Label {}
    }
}

/// A style of an app's own kind, set by its own modifier, as ViewInspector's `customStyle(_:)` reads it.
private struct Outlined {}

private struct OutlinedStyleModifier<Style>: ViewModifier {
    let style: Style
    func body(content: Content) -> some View { content }
}

private extension View {
    func outlinedStyle(_ style: Outlined) -> some View { modifier(OutlinedStyleModifier(style: style)) }
}

/// A style inspected as ViewInspector inspects one (`style.inspect(isPressed:)`…): its body for a
/// configuration the test gives, whose views are reached by the `styleConfiguration…` steps.
@MainActor @Suite struct StyleInspectionVerbTests {
    @Test func aButtonStylesBodyShowsThePressedState() throws {
        let pressed = try BlurWhenPressed().inspect(isPressed: true).group().styleConfigurationLabel(0)
        expectEqual(try pressed.blur().radius, 5)
        expectEqual(try BlurWhenPressed().inspect(isPressed: false).group().styleConfigurationLabel(0).blur().radius, 0)
        expectEqual(try BlurWhenPressed().inspect(isPressed: true).find(.styleConfigurationLabel).pathToRoot, "group().styleConfigurationLabel(0)")
    }

    @Test func aPrimitiveButtonStylesTriggerRunsTheActionGiven() throws {
        var triggered = 0
        let body = try Triggering().inspect(onTrigger: { triggered += 1 })
        try body.button().tap()
        expectEqual(triggered, 1)
        expectThrows(Never.self) { try body.button().labelView().styleConfigurationLabel() }
        try Triggering().inspect().button().tap()
        expectEqual(triggered, 1)
    }

    @Test func aToggleStylesBodyShowsTheState() throws {
        expectEqual(try BlurWhenOn().inspect(isOn: true).vStack().styleConfigurationLabel(0).blur().radius, 5)
        expectEqual(try BlurWhenOn().inspect(isOn: false).vStack().styleConfigurationLabel(0).blur().radius, 0)
    }

    @Test func aLabelStylesTitleAndIconAreStepsOfTheirOwn() throws {
        let body = try Stacked().inspect().vStack()
        expectEqual(try body.styleConfigurationTitle(0).blur().radius, 3)
        expectEqual(try body.styleConfigurationIcon(1).padding(), EdgeInsets(top: 5, leading: 5, bottom: 5, trailing: 5))
        expectEqual(try Stacked().inspect().find(.styleConfigurationIcon).pathToRoot, "vStack().styleConfigurationIcon(1)")
        expectEqual(try TitleOnlyLabelStyle().inspect().styleConfigurationTitle().kind, .styleConfigurationTitle)
    }

    @Test func aProgressViewStylesBodyShowsTheFractionAndBothLabels() throws {
        let body = try Percent().inspect(fractionCompleted: 0.42).vStack()
        expectEqual(try body.styleConfigurationLabel(0).brightness(), 3)
        expectEqual(try body.styleConfigurationCurrentValueLabel(1).blur().radius, 5)
        expectEqual(try body.text(2).string(), "Completed: 42%")
        expectEqual(try Percent().inspect().vStack().text(2).string(), "Completed: 0%")
        expectEqual(try Percent().inspect().find(.styleConfigurationCurrentValueLabel).pathToRoot, "vStack().styleConfigurationCurrentValueLabel(1)")
        let builtIn = try CircularProgressViewStyle().inspect(fractionCompleted: 0.5).progressView()
        expectEqual(try builtIn.fractionCompleted(), 0.5)
        expectEqual(try builtIn.labelView().kind, .styleConfigurationLabel)
        expectEqual(try builtIn.currentValueLabelView().kind, .styleConfigurationCurrentValueLabel)
    }

    @Test func aGroupBoxStylesBodyShowsTheContentAndTheLabel() throws {
        let body = try ContentFirst().inspect().vStack()
        expectEqual(try body.styleConfigurationContent(0).blur().radius, 5)
        expectEqual(try body.styleConfigurationLabel(1).brightness(), 3)
        let builtIn = try DefaultGroupBoxStyle().inspect().groupBox()
        expectEqual(try builtIn.styleConfigurationContent(0).kind, .styleConfigurationContent)
        expectEqual(try builtIn.labelView().kind, .styleConfigurationLabel)
    }

    @Test func aMenuStylesMenuHoldsTheConfigurationsLabelAndContent() throws {
        let menu = try Blurred().inspect().vStack().menu(0)
        expectEqual(try menu.blur().radius, 3)
        expectEqual(try menu.labelView().kind, .styleConfigurationLabel)
        expectEqual(try Blurred().inspect().find(.styleConfigurationContent).pathToRoot, "vStack().menu(0).styleConfigurationContent(0)")
        expectEqual(try DefaultMenuStyle().inspect().menu().styleConfigurationContent(0).kind, .styleConfigurationContent)
    }

    @Test func aStandInIsKnownByItsConfigurationNotByItsOwnName() throws {
        expectEqual(try Label("a", systemImage: "star").inspect().kind, .label)
        expectEqual(try ButtonStyleConfiguration(isPressed: false).label.inspect().kind, .styleConfigurationLabel)
        expectEqual(try ButtonStyleConfiguration(isPressed: false).label.inspectWithMirrorOnly().kind, .styleConfigurationLabel)
        expectEqual(inspect(StyleReplica.ButtonStyleConfiguration.Label(), mirrorOnly: true).kind, .styleConfigurationLabel)
        expectEqual(try GroupBoxStyleConfiguration().content.inspect().kind, .styleConfigurationContent)
        expectEqual(try LabelStyleConfiguration().title.inspect().kind, .styleConfigurationTitle)
    }

    @Test func aSearchTellsALabelFromAConfigurationsLabel() throws {
        let body = try LabelBesideLabel().inspect(isPressed: true)
        expectEqual(try body.find(.label).pathToRoot, "group().label(1)")
        expectEqual(try body.find(.styleConfigurationLabel).pathToRoot, "group().styleConfigurationLabel(2)")
        expectEqual(body.findAll(.label).count, 1)
    }

    @Test func aStepToAnotherViewNamesTheConfigurationsTypes() throws {
        let stack = try VStack { EmptyView(); Text("t") }.inspect().vStack()
        expectThrows(InspectionError.typeMismatch(expected: "LabelStyleConfiguration.Title", found: "EmptyView", path: "vStack().emptyView(0)")) {
            try stack.styleConfigurationTitle(0)
        }
        #expect(throws: InspectionError.typeMismatch(
            expected: "GroupBoxStyleConfiguration.Content or MenuStyleConfiguration.Content", found: "Text", path: "vStack().text(1)")) {
            try stack.styleConfigurationContent(1)
        }
        #expect(throws: InspectionError.typeMismatch(
            expected: "ProgressViewStyleConfiguration.CurrentValueLabel", found: "EmptyView", path: "vStack().emptyView(0)")) {
            try stack.styleConfigurationCurrentValueLabel(0)
        }
        expectThrows(InspectionError.self) { try EmptyView().inspect().styleConfigurationIcon() }
        #expect(throws: InspectionError.typeMismatch(
            expected: "LabelStyleConfiguration.Icon", found: "LabelStyleConfiguration.Title", path: "vStack().styleConfigurationTitle(0)")) {
            try Stacked().inspect().vStack().styleConfigurationIcon(0)
        }
        #expect(throws: InspectionError.typeMismatch(
            expected: "Text", found: "ButtonStyleConfiguration.Label", path: "group().styleConfigurationLabel(0)")) {
            try BlurWhenPressed().inspect(isPressed: true).group().text(0)
        }
        #expect(ViewKind.styleConfigurationLabel.typeName.hasPrefix("ButtonStyleConfiguration.Label or "))
        expectEqual(try Label("a", systemImage: "star").inspect().typeName, "Label")
    }

    @Test func theStyleVerbsReadTheNearestStyle() throws {
        let view = VStack {
            ProgressView(value: 0.5).progressViewStyle(.circular)
            GroupBox { Text("in") }
            Menu("m") { Text("a") }
        }
        .progressViewStyle(.linear).groupBoxStyle(ContentFirst()).menuStyle(.button)
        let stack = try view.inspect().vStack()
        #expect(try stack.progressView(0).progressViewStyle() is CircularProgressViewStyle)
        #expect(try stack.groupBox(1).groupBoxStyle() is ContentFirst)
        #expect(try stack.menu(2).menuStyle() is ButtonMenuStyle)
        #expect(try stack.menu(2).progressViewStyle() is LinearProgressViewStyle)
        expectEqual(try stack.progressView(0).modifiers.map(\.name), ["progressViewStyle"])
        expectEqual(try view.inspect().modifiers.map(\.name), ["progressViewStyle", "groupBoxStyle", "menuStyle"])
        expectThrows(InspectionError.attributeNotFound("the modifier progressViewStyle(_:)", in: "Text", path: "text()")) {
            try Text("x").inspect().progressViewStyle()
        }
        expectThrows(InspectionError.attributeNotFound("the modifier groupBoxStyle(_:)", in: "Text", path: "text()")) {
            try Text("x").inspect().groupBoxStyle()
        }
        expectThrows(InspectionError.attributeNotFound("the modifier menuStyle(_:)", in: "Text", path: "text()")) {
            try Text("x").inspect().menuStyle()
        }
    }

    @Test func theTabViewAndIndexViewStylesAreRead() throws {
        let view = TabView { Text("a") }.tabViewStyle(.page(indexDisplayMode: .never)).indexViewStyle(.page)
        let tabs = try view.inspect().tabView()
        expectEqual(try tabs.tabViewStyle() as? PageTabViewStyle, PageTabViewStyle(indexDisplayMode: .never))
        #expect(try tabs.indexViewStyle() is PageIndexViewStyle)
        #expect(try tabs.text(0).tabViewStyle() is PageTabViewStyle)
        expectEqual(tabs.modifiers.map(\.name), ["tabViewStyle", "indexViewStyle"])
        expectThrows(InspectionError.attributeNotFound("the modifier tabViewStyle(_:)", in: "Text", path: "text()")) {
            try Text("x").inspect().tabViewStyle()
        }
        expectThrows(InspectionError.attributeNotFound("the modifier indexViewStyle(_:)", in: "Text", path: "text()")) {
            try Text("x").inspect().indexViewStyle()
        }
    }

    @Test func aCustomStyleIsReadByItsModifiersMethodName() throws {
        let view = EmptyView().outlinedStyle(Outlined())
        #expect(try view.inspect().customStyle("outlinedStyle") is Outlined)
        #expect(try view.inspect().emptyView().customStyle("outlinedStyle") is Outlined)
        expectThrows(InspectionError.attributeNotFound("the modifier filledStyle(_:)", in: "EmptyView", path: "emptyView()")) {
            try view.inspect().emptyView().customStyle("filledStyle")
        }
    }
}
