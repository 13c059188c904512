// libFuzzer target for the renderer on generated trees (issue 6).
// The bytes drive a small tree generator over the Builders API (stacks, text, colours, spacers,
// dividers, toggles, buttons, ForEach, segmented pickers, Group, AnyView, if/else; padding,
// frames including huge and non-finite lengths, borders, backgrounds, overlays, tags, fonts,
// tap gestures, ids) and issue 11's views (containers, controls bound to hostile values and
// ranges, shapes, colours, images, texts and their modifiers), bounded in depth and node count, then a
// render at a width and height taken from the bytes: width 0, 1, 2…200 or 10_000, optional height
// and focus index; then up to three of the drawn controls are chosen and the tree drawn again.
// Any thrown error is fine; only crashes, leaks and timeouts are findings.
// Built and run by Scripts/fuzz.sh render.
import Builders
import Inspect
import Pickers
import Render

/// Reads the fuzz bytes front to back; past the end it reads zeros.
struct ByteReader {
    let bytes: UnsafeBufferPointer<UInt8>
    var position = 0
    var nodes = 0

    mutating func next() -> UInt8 {
        guard position < bytes.count else { return 0 }
        defer { position += 1 }
        return bytes[position]
    }

    mutating func choice(_ count: Int) -> Int { Int(next()) % count }

    /// A length in points, including the edge cases: zero, negative, huge, infinite and NaN.
    mutating func length() -> CGFloat {
        switch choice(10) {
        case 0: return 0
        case 1: return -CGFloat(next())
        case 2: return .infinity
        case 3: return .nan
        case 4: return 1e12
        case 5: return CGFloat(Int(next()) * 1000)
        default: return CGFloat(next())
        }
    }

    mutating func text() -> String {
        let samples = [
            "", "a", "Hello", "é", "👨‍👩‍👧", "日本語", "a\u{301}", "\t\n", "\u{1B}[31m", String(repeating: "w", count: 300),
            // Wide and combining characters: a lone combining mark, stacked marks, a wide character with a
            // mark, a skin tone, right-to-left text, zero-width and control characters, a very long label.
            "\u{301}", "e\u{301}\u{302}\u{303}", "日\u{301}", "👍🏽", "שלום", "\u{200B}\u{FE0F}", "\u{0}\u{7}", String(repeating: "日", count: 2_000),
        ]
        return samples[choice(samples.count)]
    }

    mutating func bool() -> Bool { choice(2) == 0 }

    mutating func optionalLength() -> CGFloat? { choice(3) == 0 ? nil : length() }

    /// A number for a value, a total or a step: zero, negative, tiny, huge, infinite or NaN.
    mutating func number() -> Double {
        switch choice(12) {
        case 0: return 0
        case 1: return -Double(next())
        case 2: return .infinity
        case 3: return -.infinity
        case 4: return .nan
        case 5: return .greatestFiniteMagnitude
        case 6: return -.greatestFiniteMagnitude
        case 7: return .leastNonzeroMagnitude
        case 8: return Double(next()) / 7
        default: return Double(next())
        }
    }

    /// A range of numbers (a ClosedRange needs lowerBound <= upperBound, so no NaN): one point,
    /// unbounded either side or both, of huge or tiny span, negative.
    mutating func numberRange() -> ClosedRange<Double> {
        switch choice(8) {
        case 0: return 0...0
        case 1: return -Double.infinity...Double.infinity
        case 2: return -Double.infinity...0
        case 3: return 0...Double.infinity
        case 4: return -Double.greatestFiniteMagnitude...Double.greatestFiniteMagnitude
        case 5: return (-Double(next()) - 1)...(-1)
        case 6: return 0...Double.leastNonzeroMagnitude
        default:
            let low = Double(next())
            return low...(low + Double(next()))
        }
    }

    /// An integer, at the edges of Int too.
    mutating func integer() -> Int {
        switch choice(8) {
        case 0: return 0
        case 1: return .max
        case 2: return .min
        case 3: return -Int(next())
        case 4: return Int(next()) * 1_000_000_007
        default: return Int(next())
        }
    }

    mutating func integerRange() -> ClosedRange<Int> {
        switch choice(6) {
        case 0: return 0...0
        case 1: return Int.min...Int.max
        case 2: return (Int.max - 1)...Int.max
        case 3: return Int.min...(Int.min + 1)
        case 4: return (-Int(next()) - 1)...(-1)
        default:
            let low = Int(next())
            return low...(low + Int(next()))
        }
    }

    /// A date, far in the past or future, or not a number of seconds at all.
    mutating func date() -> Date {
        switch choice(7) {
        case 0: return Date(timeIntervalSinceReferenceDate: 0)
        case 1: return .distantPast
        case 2: return .distantFuture
        case 3: return Date(timeIntervalSinceReferenceDate: .nan)
        case 4: return Date(timeIntervalSinceReferenceDate: .infinity)
        case 5: return Date(timeIntervalSinceReferenceDate: -1e300)
        default: return Date(timeIntervalSince1970: Double(next()) * 86_400 * 365)
        }
    }

    mutating func color() -> Color {
        switch choice(5) {
        case 0: return .red
        case 1: return .blue
        case 2: return Color(white: Double(next()) / 255)
        case 3: return Color(red: Double(next()) / 100, green: -1, blue: 2, opacity: 0.5)
        default: return .clear
        }
    }
}

// MARK: Issue 11's views and modifiers, with hostile values

/// A value a control is bound to, and its range (the inspect target checks the writes; here
/// they only change what the next drawing shows).
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

nonisolated(unsafe) var taps = 0

func boundInteger(_ reader: inout ByteReader, bounded: Bool, control: String) -> Bound<Int> {
    let bound = Bound(reader.integer(), bounds: bounded ? reader.integerRange() : nil, control: control)
    return bound
}

func boundNumber(_ reader: inout ByteReader, bounds: ClosedRange<Double>?, control: String) -> Bound<Double> {
    let bound = Bound(reader.number(), bounds: bounds, control: control)
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

/// A view of issue 11: a container around generated views, a control, a view under a modifier of
/// the modifiers family, a shape, a colour, an image or a text with the newer modifiers.
func issue11View(_ reader: inout ByteReader, depth: Int) -> any View {
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

/// Issue 11's leaves: shapes filled and stroked with hostile lengths, colours from hostile
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

/// Issue 11's text and layout modifiers with hostile values.
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

/// The modifiers family (issue 11): navigation titles, toolbars, presentations (presented or
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

/// Issue 11's containers around `content`, with `other` as a header, footer, label or destination.
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

/// Issue 11's controls, bound to hostile values, with `other` as a label where one is a view.
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

/// A block of views, as a ViewBuilder builds it: EmptyView, the view itself, or a TupleView of up to 3.
func block(_ views: [any View]) -> any View {
    switch views.count {
    case 0: return EmptyView()
    case 1: return views[0]
    case 2: return block2(views[0], views[1])
    default: return block3(views[0], views[1], views[2])
    }
}

func block2<A: View, B: View>(_ a: A, _ b: B) -> any View { ViewBuilder.buildBlock(a, b) }
func block3<A: View, B: View, C: View>(_ a: A, _ b: B, _ c: C) -> any View { ViewBuilder.buildBlock(a, b, c) }

let maximumDepth = 8
let maximumNodes = 200

func view(_ reader: inout ByteReader, depth: Int) -> any View {
    reader.nodes += 1
    let leafOnly = depth >= maximumDepth || reader.nodes >= maximumNodes
    let kind = leafOnly ? reader.choice(9) : reader.choice(24)
    // Issue 11's views: leaves (shapes, colours, images, texts), and containers and controls.
    if leafOnly, kind >= 7 { return newLeaf(&reader) }
    if kind >= 18 { return issue11View(&reader, depth: depth) }
    switch kind {
    case 0: return Text(reader.text())
    case 1: return reader.color()
    case 2: return Spacer(minLength: reader.choice(2) == 0 ? nil : reader.length())
    case 3: return Divider()
    case 4: return EmptyView()
    case 5: return Toggle(reader.text(), isOn: .constant(reader.choice(2) == 0))
    case 6: return Button(reader.text()) {}
    case 7, 8, 9:
        let first = view(&reader, depth: depth + 1)
        let second = view(&reader, depth: depth + 1)
        return stack(first, second, kind: kind, spacing: reader.choice(2) == 0 ? nil : reader.length())
    case 10:
        let count = reader.choice(6)
        let label = reader.text()
        return ForEach(0..<count) { index in Text(label).tag(index) }
    case 11:
        let first = view(&reader, depth: depth + 1)
        let second = view(&reader, depth: depth + 1)
        return picker(first, second, selection: reader.choice(3))
    case 12:
        let first = view(&reader, depth: depth + 1)
        let second = view(&reader, depth: depth + 1)
        return wrapped(first, second, kind: reader.choice(5))
    default:
        return modified(view(&reader, depth: depth + 1), &reader)
    }
}

/// Group, AnyView, overlay, or either branch of an if/else (kinds 3 and 4), around two views.
func wrapped<A: View, B: View>(_ first: A, _ second: B, kind: Int) -> any View {
    switch kind {
    case 0: return Group { first; second }
    case 1: return AnyView(VStack { first; second })
    case 2: return first.overlay(second)
    default:
        let flag = kind == 3
        return HStack {
            if flag { first } else { second }
        }
    }
}

func stack<A: View, B: View>(_ first: A, _ second: B, kind: Int, spacing: CGFloat?) -> any View {
    switch kind {
    case 7: return HStack(spacing: spacing) { first; second }
    case 8: return VStack(spacing: spacing) { first; second }
    default: return ZStack { first; second }
    }
}

func picker<A: View, B: View>(_ first: A, _ second: B, selection: Int) -> any View {
    SegmentedPicker(selection: .constant(selection)) {
        first.tag(0)
        second.tag(1)
    }
}

func modified<V: View>(_ content: V, _ reader: inout ByteReader) -> any View {
    switch reader.choice(13) {
    case 0: return content.padding(reader.length())
    case 1: return content.padding(.horizontal, reader.length())
    case 2: return content.frame(width: reader.length(), height: reader.length())
    case 3: return content.frame(minWidth: reader.length(), maxWidth: reader.length(), minHeight: nil, maxHeight: reader.length())
    case 4: return content.border(reader.color(), width: reader.length())
    case 5: return content.background(reader.color())
    case 6: return content.tag(reader.choice(4))
    case 7: return content.font(.title).foregroundColor(reader.color())
    case 8: return content.disabled(reader.choice(2) == 0)
    case 9: return content.frame(minWidth: reader.length(), idealWidth: reader.length(), maxWidth: .infinity, idealHeight: reader.length())
    case 10: return content.onTapGesture {}
    case 11: return content.id(reader.choice(3))
    default: return content.opacity(Double(reader.next()) / 100)
    }
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    var reader = ByteReader(bytes: UnsafeBufferPointer(start: data, count: size))
    let widths = [0, 1, 2, 10_000]
    let widthByte = reader.choice(205)
    let width = widthByte < 201 ? widthByte : widths[widthByte - 201]
    let height: Int? = reader.choice(3) == 0 ? nil : reader.choice(3) == 0 ? 0 : Int(reader.next())
    let focusIndex: Int? = reader.choice(2) == 0 ? nil : Int(reader.next()) - 2
    let tree = view(&reader, depth: 0)
    guard let screen = try? Renderer.render(inspect(tree), width: width, height: height, focusIndex: focusIndex) else { return 0 }
    // Choose up to three of the drawn controls (a tab, a disclosure group, a picker's option…),
    // as a user would, and draw again: the bindings they change are read by the next drawing.
    let targets = screen.focusTargets
    guard !targets.isEmpty else { return 0 }
    for _ in 0..<min(3, targets.count) {
        targets[reader.choice(targets.count)].activate()
    }
    _ = try? Renderer.render(inspect(tree), width: width, height: height, focusIndex: focusIndex)
    return 0
}
