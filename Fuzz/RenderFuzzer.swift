// libFuzzer target for the renderer on generated trees.
// The bytes drive a small tree generator over the Builders API (stacks, text, colours, spacers,
// dividers, toggles, buttons, ForEach, segmented pickers, Group, AnyView, if/else; padding,
// frames including huge and non-finite lengths, borders, backgrounds, overlays, tags, fonts,
// tap gestures, ids) and more views (containers, controls bound to hostile values and
// ranges, shapes, colours, images, texts and their modifiers), bounded in depth and node count, then a
// render at a width and height taken from the bytes: width 0, 1, 2…200 or 10_000, optional height
// and focus index; then up to three of the drawn controls are chosen and the tree drawn again.
// Any thrown error is fine; only crashes, leaks and timeouts are findings.
// Built and run by Scripts/fuzz.sh render.
import Builders
import Inspect
import Pickers
import Render

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
    // Shapes, colours, images and texts as leaves, and containers and controls.
    if leafOnly, kind >= 7 { return newLeaf(&reader) }
    if kind >= 18 { return generatedControlView(&reader, depth: depth) }
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
    // The shared generator keeps the bound values it makes; the renderer does not check them.
    defer {
        integerBounds.removeAll()
        numberBounds.removeAll()
    }
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
