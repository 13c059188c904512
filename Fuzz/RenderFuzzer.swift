// libFuzzer target for the renderer on generated trees (issue 6).
// The bytes drive a small tree generator over the Builders API (stacks, text, colours, spacers,
// dividers, toggles, buttons, ForEach, segmented pickers, Group, AnyView, if/else; padding,
// frames including huge and non-finite lengths, borders, backgrounds, overlays, tags, fonts,
// tap gestures, ids), bounded in depth and node count, then a
// render at a width and height taken from the bytes: width 0, 1, 2…200 or 10_000, optional height
// and focus index. Any thrown error is fine; only crashes, leaks and timeouts are findings.
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
        let samples = ["", "a", "Hello", "é", "👨‍👩‍👧", "日本語", "a\u{301}", "\t\n", "\u{1B}[31m", String(repeating: "w", count: 300)]
        return samples[choice(samples.count)]
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

let maximumDepth = 8
let maximumNodes = 200

func view(_ reader: inout ByteReader, depth: Int) -> any View {
    reader.nodes += 1
    let leafOnly = depth >= maximumDepth || reader.nodes >= maximumNodes
    let kind = leafOnly ? reader.choice(7) : reader.choice(18)
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
    _ = try? Renderer.render(inspect(tree), width: width, height: height, focusIndex: focusIndex)
    return 0
}
