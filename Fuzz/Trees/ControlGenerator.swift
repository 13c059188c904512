// Shapes, colours, images, texts, containers, controls and their modifiers with hostile values: the part of the tree generator both
// tree-generating fuzz targets (inspect, render) share. Each target defines `view(_:depth:)`,
// `block(_:)`, `maximumDepth` and `maximumNodes`, which this generator calls back into.
// Compiled with each of them by Scripts/fuzz.sh (Fuzz/Trees/); not part of the package.
import Builders

/// A value a control is bound to, and the range it must stay within: every write the library
/// makes through the binding is kept, and checked after the walk (a stepper or a slider never
/// leaves its range, whatever value it started from).
final class Bound<Value: Comparable> {
    var value: Value
    let bounds: ClosedRange<Value>?
    let control: String
    var writes: [(old: Value, new: Value)] = []
    init(_ value: Value, bounds: ClosedRange<Value>?, control: String) {
        self.value = value
        self.bounds = bounds
        self.control = control
    }
    var binding: Binding<Value> {
        Binding(get: { self.value }, set: { newValue in
            self.writes.append((self.value, newValue))
            self.value = newValue
        })
    }
}

/// The bound values the current input made (the inspect target checks their writes after the walk).
nonisolated(unsafe) var integerBounds: [Bound<Int>] = []
nonisolated(unsafe) var numberBounds: [Bound<Double>] = []
/// How many actions the generated views ran (counted, never checked).
nonisolated(unsafe) var taps = 0

func boundInteger(_ reader: inout ByteReader, bounded: Bool, control: String) -> Bound<Int> {
    let bound = Bound(reader.integer(), bounds: bounded ? reader.integerRange() : nil, control: control)
    integerBounds.append(bound)
    return bound
}

func boundNumber(_ reader: inout ByteReader, bounds: ClosedRange<Double>?, control: String) -> Bound<Double> {
    let bound = Bound(reader.number(), bounds: bounds, control: control)
    numberBounds.append(bound)
    return bound
}

/// A state-like binding with no range to keep.
final class Box<Value> {
    var value: Value
    init(_ value: Value) { self.value = value }
}

func freeBinding<Value>(_ value: Value) -> Binding<Value> {
    let box = Box(value)
    return Binding(get: { box.value }, set: { box.value = $0 })
}

/// A container around generated views, a control, a view under a modifier of
/// the modifiers family, a shape, a colour, an image or a text with the newer modifiers.
func generatedControlView(_ reader: inout ByteReader, depth: Int) -> any View {
    switch reader.choice(9) {
    case 0, 1, 2:
        let count = reader.choice(4)
        var children: [any View] = []
        for _ in 0..<count { children.append(view(&reader, depth: depth + 1)) }
        // A second view, for a header, a footer, a label or a destination.
        return newContainer(block(children), view(&reader, depth: depth + 1), &reader)
    case 3, 4: return newControl(view(&reader, depth: depth + 1), &reader)
    case 5: return newModified(view(&reader, depth: depth + 1), &reader)
    case 6: return familyModified(view(&reader, depth: depth + 1), view(&reader, depth: depth + 1), &reader)
    default: return newLeaf(&reader)
    }
}

/// The leaves: shapes filled and stroked with hostile lengths, colours from hostile
/// components, images and texts with their own modifiers.
func newLeaf(_ reader: inout ByteReader) -> any View {
    switch reader.choice(16) {
    case 0: return RoundedRectangle(cornerRadius: reader.length()).fill(newColor(&reader))
    case 1: return RoundedRectangle(cornerSize: CGSize(width: reader.length(), height: reader.length()), style: .circular)
        .stroke(newColor(&reader), lineWidth: reader.length())
    case 2: return Circle().strokeBorder(newColor(&reader), lineWidth: reader.length())
    case 3: return Capsule().stroke(newColor(&reader), style: StrokeStyle(lineWidth: reader.length(), dash: [reader.length(), reader.length()]))
    case 4: return Ellipse().fill(.foreground)
    case 5: return Ellipse().strokeBorder(lineWidth: reader.length())
    case 6: return Circle().stroke(lineWidth: reader.length())
    case 7: return Capsule(style: .continuous).inset(by: reader.length()).fill(Color.mint)
    case 8: return newColor(&reader)
    case 9: return Image(systemName: reader.text()).resizable().renderingMode(reader.bool() ? .template : nil)
        .interpolation(.none).antialiased(reader.bool())
    case 10: return Image(reader.text(), bundle: nil, label: Text(reader.text()))
        .aspectRatio(reader.optionalLength(), contentMode: reader.bool() ? .fit : .fill)
    case 11: return Image(decorative: reader.text()).scaledToFit().imageScale(.large)
    case 12: return Text(verbatim: reader.text()).strikethrough(reader.bool(), color: reader.bool() ? nil : .red)
        .kerning(reader.length()).tracking(reader.length()).baselineOffset(reader.length())
    case 13: return Text(reader.text()).monospacedDigit().underline(reader.bool(), color: .blue)
        .fontWeight(reader.bool() ? nil : .bold)
    case 14: return Text(Date(timeIntervalSinceReferenceDate: reader.number()), style: [.date, .time, .relative, .offset, .timer][reader.choice(5)])
    default: return Text(Image(systemName: reader.text())) + Text(verbatim: reader.text()).italic(reader.bool())
    }
}

func newColor(_ reader: inout ByteReader) -> Color {
    switch reader.choice(7) {
    case 0: return Color(red: reader.number(), green: reader.number(), blue: reader.number(), opacity: reader.number())
    case 1: return Color(hue: reader.number(), saturation: reader.number(), brightness: reader.number(), opacity: reader.number())
    case 2: return Color(.displayP3, white: reader.number(), opacity: reader.number())
    case 3: return Color(.sRGBLinear, red: reader.number(), green: reader.number(), blue: reader.number())
    case 4: return Color(reader.text())
    case 5: return .accentColor
    default: return Color(white: reader.number())
    }
}

/// Text and layout modifiers with hostile values.
func newModified<Content: View>(_ content: Content, _ reader: inout ByteReader) -> any View {
    switch reader.choice(8) {
    case 0: return content.lineLimit([nil, 0, -1, 1, Int.max, Int.min][reader.choice(6)])
    case 1: return content.multilineTextAlignment([.leading, .center, .trailing][reader.choice(3)])
    case 2: return content.truncationMode([.head, .middle, .tail][reader.choice(3)])
    case 3: return content.lineSpacing(reader.length())
    case 4: return content.textCase(reader.bool() ? .uppercase : reader.bool() ? .lowercase : nil)
    case 5: return content.aspectRatio(CGSize(width: reader.length(), height: reader.length()), contentMode: .fit)
    case 6: return content.tabItem { Label(reader.text(), systemImage: "star") }
    default: return reader.bool() ? AnyView(content.scaledToFill()) : AnyView(content.imageScale(.small))
    }
}

/// The modifiers family: navigation titles, toolbars, presentations (presented or
/// not), effects, layout, styles, events and accessibility, with hostile lengths and `other` as
/// the view a modifier holds.
func familyModified<Content: View, Other: View>(_ content: Content, _ other: Other, _ reader: inout ByteReader) -> any View {
    let title = reader.text()
    switch reader.choice(30) {
    case 0: return content.navigationTitle(title)
    case 1: return content.navigationBarTitle(Text(title)).navigationBarTitleDisplayMode(reader.bool() ? .inline : .large)
    case 2: return content.toolbar { ToolbarItem(placement: reader.bool() ? .automatic : .destructiveAction) { other } }
    case 3: return content.toolbar(id: title) { ToolbarItem(id: title, placement: .primaryAction, showsByDefault: reader.bool()) { other } }
    case 4: return content.sheet(isPresented: freeBinding(reader.bool()), onDismiss: { taps += 1 }) { other }
    case 5: return content.fullScreenCover(isPresented: freeBinding(reader.bool())) { other }
    case 6: return content.popover(isPresented: freeBinding(reader.bool()), arrowEdge: .leading) { other }
    case 7: return content.alert(title, isPresented: freeBinding(reader.bool())) { Button("OK", role: .cancel) { taps += 1 } } message: { other }
    case 8: return content.confirmationDialog(title, isPresented: freeBinding(reader.bool()), titleVisibility: .visible) { other }
    case 9: return content.cornerRadius(reader.length(), antialiased: reader.bool())
    case 10: return content.clipShape(Circle()).clipped()
    case 11: return content.mask { other }
    case 12: return content.shadow(color: newColor(&reader), radius: reader.length(), x: reader.length(), y: reader.length())
    case 13: return content.blur(radius: reader.length(), opaque: reader.bool())
    case 14: return content.offset(x: reader.length(), y: reader.length())
    case 15: return content.position(x: reader.length(), y: reader.length())
    case 16: return content.hidden()
    case 17: return content.zIndex(reader.number()).layoutPriority(reader.number())
    case 18: return content.fixedSize(horizontal: reader.bool(), vertical: reader.bool())
    case 19: return content.ignoresSafeArea().edgesIgnoringSafeArea(.all)
    case 20: return content.allowsHitTesting(reader.bool())
    case 21: return content.foregroundStyle(newColor(&reader)).tint(newColor(&reader)).accentColor(nil)
    case 22: return content.buttonStyle(.borderedProminent).toggleStyle(.switch)
    case 23: return content.listStyle(.insetGrouped).textFieldStyle(.roundedBorder).datePickerStyle(.graphical)
    case 24: return content.labelsHidden()
    case 25: return content.onAppear { taps += 1 }.onDisappear { taps += 1 }
    case 26: return content.onChange(of: reader.integer()) { _ in taps += 1 }.onSubmit { taps += 1 }
    case 27: return content.accessibilityValue(title).accessibilityHint(Text(title)).accessibilityHidden(reader.bool())
    case 28: return content.offset(CGSize(width: reader.length(), height: reader.length())).position(CGPoint(x: reader.length(), y: reader.length()))
    default: return content.buttonStyle(.plain).toggleStyle(.checkbox).listStyle(.sidebar)
    }
}

/// A grid's columns or rows: none, or fixed, flexible and adaptive items of hostile sizes.
func gridItems(_ reader: inout ByteReader) -> [GridItem] {
    (0..<reader.choice(5)).map { _ in
        let size: GridItem.Size
        switch reader.choice(4) {
        case 0: size = .fixed(reader.length())
        case 1: size = .flexible(minimum: reader.length(), maximum: reader.length())
        case 2: size = .adaptive(minimum: reader.length(), maximum: reader.length())
        default: size = .flexible()
        }
        return GridItem(size, spacing: reader.optionalLength(), alignment: reader.bool() ? nil : .topLeading)
    }
}

func axes(_ reader: inout ByteReader) -> Axis.Set {
    [[], .horizontal, .vertical, [.horizontal, .vertical]][reader.choice(4)]
}

/// Containers around `content`, with `other` as a header, footer, label or destination.
func newContainer<Content: View, Other: View>(_ content: Content, _ other: Other, _ reader: inout ByteReader) -> any View {
    switch reader.choice(24) {
    case 0: return List { content }
    case 1: return List(0..<reader.choice(5)) { index in content.tag(index) }
    case 2: return Form { Section(reader.text()) { content } }
    case 3: return Section { content }
    case 4: return Section(header: Text(reader.text()), footer: other) { content }
    case 5: return List { Section { content } header: { other } }
    case 6: return ScrollView(axes(&reader), showsIndicators: reader.bool()) { content }
    case 7: return LazyVStack(alignment: .trailing, spacing: reader.optionalLength(), pinnedViews: [.sectionHeaders]) { content }
    case 8: return LazyHStack(alignment: .bottom, spacing: reader.optionalLength()) { content }
    case 9: return LazyVGrid(columns: gridItems(&reader), spacing: reader.optionalLength()) { content }
    case 10: return LazyHGrid(rows: gridItems(&reader), alignment: .top, spacing: reader.optionalLength(), pinnedViews: .sectionFooters) { content }
    case 11: return Grid(alignment: .topLeading, horizontalSpacing: reader.optionalLength(), verticalSpacing: reader.optionalLength()) {
        GridRow(alignment: .bottom) { content; Text(reader.text()) }
        Divider()
        GridRow { Text(reader.text()) }
    }
    case 12:
        // A selection that may match no tab's tag.
        let selection = freeBinding([0, 1, -1, 99][reader.choice(4)])
        return TabView(selection: selection) {
            content.tabItem { Label(reader.text(), systemImage: reader.text()) }.tag(0)
            Text(reader.text()).tabItem { Text(reader.text()); Image(systemName: "gear") }.tag(1)
        }
    case 13: return TabView { content }
    case 14: return NavigationView { content }
    case 15: return NavigationStack { content }
    case 16:
        switch reader.choice(5) {
        case 0: return NavigationLink(destination: content) { Text(reader.text()) }
        case 1: return NavigationLink(reader.text(), destination: content)
        case 2: return NavigationLink(destination: content, isActive: freeBinding(reader.bool())) { Label(reader.text(), systemImage: "") }
        case 3: return NavigationLink(reader.text(), value: reader.bool() ? nil : reader.integer())
        default: return NavigationLink { content } label: { other }
        }
    case 17:
        switch reader.choice(3) {
        case 0: return GroupBox(reader.text()) { content }
        case 1: return GroupBox { content }
        default: return GroupBox(label: other) { content }
        }
    case 18:
        return reader.bool()
            ? AnyView(DisclosureGroup(reader.text(), isExpanded: freeBinding(reader.bool())) { content })
            : AnyView(DisclosureGroup { content } label: { other })
    case 19:
        return reader.bool()
            ? AnyView(Menu(reader.text()) { content })
            : AnyView(Menu { content } label: { Text(reader.text()) } primaryAction: { taps += 1 })
    case 20: return ControlGroup { content }
    case 21: return ViewThatFits(in: axes(&reader)) { content; Text(reader.text()) }
    default: return newPicker(content, &reader)
    }
}

/// A Picker of generated options, in any style, with a selection that may match no tag.
func newPicker<Content: View>(_ content: Content, _ reader: inout ByteReader) -> any View {
    let selection = freeBinding([0, 1, -1, Int.max][reader.choice(4)])
    let title = reader.text()
    let picker = Picker(title, selection: selection) {
        content
        ForEach(0..<reader.choice(4)) { index in Text("option \(index)").tag(index) }
    }
    switch reader.choice(9) {
    case 0: return picker.pickerStyle(.segmented)
    case 1: return picker.pickerStyle(.menu)
    case 2: return picker.pickerStyle(.inline)
    case 3: return picker.pickerStyle(.wheel)
    case 4: return picker.pickerStyle(.radioGroup)
    case 5: return picker.pickerStyle(.navigationLink)
    case 6: return picker.pickerStyle(.automatic)
    case 7: return VStack { picker }.pickerStyle(.inline)
    default: return Picker(title, systemImage: reader.text(), selection: selection) { content }
    }
}

/// Controls, bound to hostile values, with `other` as a label where one is a view.
func newControl<Other: View>(_ other: Other, _ reader: inout ByteReader) -> any View {
    let title = reader.text()
    switch reader.choice(24) {
    case 0: return TextField(title, text: freeBinding(reader.text()))
    case 1: return TextField(title, text: freeBinding(reader.text()), prompt: Text(reader.text()))
    case 2: return TextField(text: freeBinding(reader.text()), axis: .vertical) { other }
    case 3: return SecureField(title, text: freeBinding(reader.text()), onCommit: { taps += 1 })
    case 4: return TextEditor(text: freeBinding(reader.text()))
    case 5:
        let bound = boundInteger(&reader, bounded: true, control: "Stepper(value:in:step:)")
        let bounds = bound.bounds ?? 0...0
        return Stepper(title, value: bound.binding, in: bounds, step: [0, -1, 1, Int.max, Int.min, 7][reader.choice(6)])
    case 6:
        let bound = boundNumber(&reader, bounds: reader.numberRange(), control: "Stepper(value:in:step:) of a Double")
        let bounds = bound.bounds ?? 0...0
        return Stepper(value: bound.binding, in: bounds, step: reader.number()) { other }
    case 7:
        let bound = boundInteger(&reader, bounded: false, control: "Stepper(value:step:)")
        return Stepper(title, value: bound.binding, step: [0, -1, 1, 3][reader.choice(4)])
    case 8: return Stepper(title, onIncrement: reader.bool() ? nil : { taps += 1 }, onDecrement: { taps += 1 })
    case 9:
        let bound = boundNumber(&reader, bounds: reader.numberRange(), control: "Slider(value:in:)")
        return Slider(value: bound.binding, in: bound.bounds ?? 0...1)
    case 10:
        let bound = boundNumber(&reader, bounds: reader.numberRange(), control: "Slider(value:in:step:)")
        return Slider(value: bound.binding, in: bound.bounds ?? 0...1, step: reader.number()) { Text(title) }
    case 11:
        let bound = boundNumber(&reader, bounds: reader.numberRange(), control: "Slider with value labels")
        return Slider(value: bound.binding, in: bound.bounds ?? 0...1) { Text(title) } minimumValueLabel: {
            Text(reader.text())
        } maximumValueLabel: {
            Text(Image(systemName: reader.text()))
        }
    case 12: return Toggle(isOn: freeBinding(reader.bool())) { other }
    case 13: return Toggle(title, systemImage: reader.text(), isOn: freeBinding(reader.bool()))
    case 14:
        let components: DatePickerComponents = [[], .date, .hourAndMinute, [.date, .hourAndMinute]][reader.choice(4)]
        let first = reader.date(), second = reader.date()
        // A range needs ordered ends; a date of NaN seconds is ordered with nothing.
        guard !first.timeIntervalSinceReferenceDate.isNaN, !second.timeIntervalSinceReferenceDate.isNaN else {
            return DatePicker(title, selection: freeBinding(first), displayedComponents: components)
        }
        return DatePicker(title, selection: freeBinding(reader.date()), in: min(first, second)...max(first, second), displayedComponents: components)
    case 15:
        // A range's end must be ordered: a date of NaN seconds is not.
        let earliest = reader.date()
        let from = earliest.timeIntervalSinceReferenceDate.isNaN ? Date.distantPast : earliest
        return DatePicker(selection: freeBinding(reader.date()), in: from...) { other }
    case 16: return ColorPicker(title, selection: freeBinding(newColor(&reader)), supportsOpacity: reader.bool())
    case 17:
        switch reader.choice(4) {
        case 0: return ProgressView()
        case 1: return ProgressView(value: reader.bool() ? nil : reader.number(), total: reader.number())
        case 2: return ProgressView(title, value: reader.number(), total: reader.number())
        default:
            return ProgressView(value: reader.number(), total: reader.number()) { Text(title) } currentValueLabel: { other }
        }
    case 18:
        let url = URL(string: reader.bool() ? "https://example.com/\(reader.choice(9))" : "") ?? URL(fileURLWithPath: "/")
        return reader.bool() ? AnyView(Link(title, destination: url)) : AnyView(Link(destination: url) { other })
    case 19:
        return reader.bool()
            ? AnyView(Label(title, systemImage: reader.text()))
            : AnyView(Label { other } icon: { Image(systemName: title) })
    case 20:
        return reader.bool()
            ? AnyView(LabeledContent(title, value: reader.text()))
            : AnyView(LabeledContent(title) { other })
    case 21: return Button(title, role: [nil, .destructive, .cancel, .confirm, .close][reader.choice(5)]) { taps += 1 }
    case 22: return Button(role: .destructive, action: { taps += 1 }) { other }
    default: return Button(title, systemImage: reader.text(), role: .cancel) { taps += 1 }
    }
}
