/// How a picture draws a box-drawing character (U+2500–U+257F) or a block element
/// (U+2580–U+259F): as shapes in the cell's text colour rather than as a font's glyph, so that
/// lines meet from cell to cell and blocks fill their cells whatever fonts the viewer has.
///
/// The path data is relative: it starts at the cell's top-left corner, so that a writer puts
/// `M x,y` (the corner) before it and one glyph serves every cell it is drawn in.
struct BoxGlyph: Equatable, Sendable {
    /// Filled rectangles: lines, dashes and blocks.
    var fill = ""
    /// Lines drawn with a stroke of the light line's width: arcs and diagonals.
    var stroke = ""
    /// The opacity of a shade (░ ▒ ▓), in percent, which fills the whole cell; nil for other glyphs.
    var shade: Int?
    /// The width of ``stroke``'s lines: the light line's width.
    var strokeWidth = 1

    /// The glyph of `character` in cells of `cellWidth` × `cellHeight`, or nil when the character
    /// is not one a picture draws as shapes.
    static func of(_ character: String, cellWidth: Int, cellHeight: Int) -> BoxGlyph? {
        let scalars = character.unicodeScalars
        guard let scalar = scalars.first, scalars.count == 1, (0x2500...0x259F).contains(scalar.value) else { return nil }
        var shapes = BoxShapes(width: cellWidth, height: cellHeight)
        let value = Int(scalar.value)
        switch value {
        case 0x2504...0x250B, 0x254C...0x254F:
            let first = value >= 0x254C ? 0x254C : value < 0x2508 ? 0x2504 : 0x2508
            let dashes = value >= 0x254C ? 2 : value < 0x2508 ? 3 : 4
            let offset = value - first
            shapes.dashes(count: dashes, weight: offset % 2 == 0 ? .light : .heavy, vertical: offset >= 2)
        case 0x256D...0x2570:
            shapes.arc(right: value == 0x256D || value == 0x2570, down: value <= 0x256E)
        case 0x2571...0x2573:
            shapes.diagonals(rising: value != 0x2572, falling: value != 0x2571)
        case 0x2580...0x259F:
            shapes.block(value)
        default:
            guard let arms = Self.arms(value) else { return nil }
            shapes.lines(arms)
        }
        return shapes.glyph
    }

    /// The weights of a line character's arms, up, right, down and left: 0 none, 1 light,
    /// 2 heavy, 3 double (Unicode's names for U+2500–U+254B, U+2550–U+256C and U+2574–U+257F).
    private static func arms(_ value: Int) -> [LineWeight]? {
        let code: String
        switch value {
        case 0x2500...0x254B: code = lineArms[value - 0x2500]
        case 0x2550...0x256C: code = doubleArms[value - 0x2550]
        case 0x2574...0x257F: code = halfArms[value - 0x2574]
        default: return nil
        }
        return code.utf8.map { LineWeight(rawValue: Int($0) - 0x30) ?? .none }
    }

    private static let lineArms = [
        "0101", "0202", "1010", "2020", "0101", "0202", "1010", "2020", "0101", "0202", "1010", "2020",
        "0110", "0210", "0120", "0220", "0011", "0012", "0021", "0022", "1100", "1200", "2100", "2200",
        "1001", "1002", "2001", "2002", "1110", "1210", "2110", "1120", "2120", "2210", "1220", "2220",
        "1011", "1012", "2011", "1021", "2021", "2012", "1022", "2022", "0111", "0112", "0211", "0212",
        "0121", "0122", "0221", "0222", "1101", "1102", "1201", "1202", "2101", "2102", "2201", "2202",
        "1111", "1112", "1211", "1212", "2111", "1121", "2121", "2112", "2211", "1122", "1221", "2212",
        "1222", "2122", "2221", "2222",
    ]
    private static let doubleArms = [
        "0303", "3030", "0310", "0130", "0330", "0013", "0031", "0033", "1300", "3100", "3300", "1003",
        "3001", "3003", "1310", "3130", "3330", "1013", "3031", "3033", "0313", "0131", "0333", "1303",
        "3101", "3303", "1313", "3131", "3333",
    ]
    private static let halfArms = ["0001", "1000", "0100", "0010", "0002", "2000", "0200", "0020", "0201", "1020", "0102", "2010"]
}

/// The weight of one arm of a line character.
enum LineWeight: Int, Sendable {
    case none, light, heavy, double
}

/// The shapes of one glyph as they are built, in the cell's own pixels.
private struct BoxShapes {
    let width: Int
    let height: Int
    /// The light line's width; a heavy line is twice it, a double line two light lines a light
    /// line apart.
    let thickness: Int
    private(set) var glyph = BoxGlyph()
    /// Where the last filled rectangle started: its path's relative moves count from there.
    private var pen = (x: 0, y: 0)

    init(width: Int, height: Int) {
        self.width = width
        self.height = height
        thickness = max(1, (min(width, height / 2) + 4) / 9)
        glyph.strokeWidth = thickness
    }

    /// A filled rectangle of the cell; an empty one is left out.
    mutating func rectangle(x: Int, y: Int, width: Int, height: Int) {
        guard width > 0, height > 0 else { return }
        glyph.fill += "m\(x - pen.x),\(y - pen.y)h\(width)v\(height)h\(-width)z"
        pen = (x, y)
    }

    /// The bands a line of `weight` takes across a side of `size` pixels: (start, width), in order.
    func bands(_ weight: LineWeight, across size: Int) -> [(start: Int, width: Int)] {
        switch weight {
        case .none: []
        case .light: [((size - thickness) / 2, thickness)]
        case .heavy: [((size - 2 * thickness) / 2, 2 * thickness)]
        case .double:
            [((size - 3 * thickness) / 2, thickness), ((size - 3 * thickness) / 2 + 2 * thickness, thickness)]
        }
    }

    /// A line character's arms, `[up, right, down, left]`: each arm from the cell's edge to its
    /// centre, where it meets the arms across it: a light or heavy arm covers the corner, a double
    /// arm's outer line meets the outer line of the arm beside it and its inner line the inner one.
    mutating func lines(_ arms: [LineWeight]) {
        guard arms.count == 4 else { return }
        let (up, right, down, left) = (arms[0], arms[1], arms[2], arms[3])
        // Each arm is drawn as the arm toward the far edge (right, down) of a cell that may be
        // mirrored: along runs from the centre to the far edge, across is the other axis.
        for (weight, low, high, opposite, horizontal, mirrored) in [
            (right, up, down, left, true, false), (left, up, down, right, true, true),
            (down, left, right, up, false, false), (up, left, right, down, false, true),
        ] where weight != .none {
            let length = horizontal ? width : height
            let across = horizontal ? height : width
            for (start, end, band) in arm(weight, low: low, high: high, opposite: opposite, length: length, across: across, mirrored: mirrored) {
                let (from, to) = mirrored ? (length - end, length - start) : (start, end)
                if horizontal {
                    rectangle(x: from, y: band.start, width: to - from, height: band.width)
                } else {
                    rectangle(x: band.start, y: from, width: band.width, height: to - from)
                }
            }
        }
    }

    /// The lines of one arm toward the far edge of a side of `length`: where each starts and ends
    /// along it, and its band across.
    private func arm(
        _ weight: LineWeight, low: LineWeight, high: LineWeight, opposite: LineWeight, length: Int, across: Int, mirrored: Bool
    ) -> [(start: Int, end: Int, band: (start: Int, width: Int))] {
        // The bands of the arms across this one, along this arm's axis (mirrored with it).
        func crossing(_ weight: LineWeight) -> [(start: Int, width: Int)] {
            let bands = self.bands(weight, across: length)
            return mirrored ? bands.reversed().map { (length - $0.start - $0.width, $0.width) } : bands
        }
        let centre = length / 2
        let own = bands(weight, across: across)
        if weight != .double {
            let crossings = crossing(low) + crossing(high)
            let start: Int
            if let first = crossings.map(\.start).min() {
                // Between the two lines of a double line across, when it runs on both sides and
                // this arm has no opposite: the arm starts at the inner line.
                let inner = low == .double && high == .double && opposite == .none
                start = inner ? crossings.map(\.start).max() ?? first : first
            } else {
                start = opposite == .none ? (length - thickness) / 2 : centre
            }
            return own.map { (start, length, $0) }
        }
        // A double arm: its line on the low side and its line on the high side.
        return own.enumerated().map { index, band in
            let (near, far) = index == 0 ? (low, high) : (high, low)
            let start: Int
            if near != .none {
                // The arm on this line's side: meet its inner line (or its single line).
                start = crossing(near).last?.start ?? centre
            } else if opposite != .none {
                start = centre
            } else if far != .none {
                // A corner: the outer line meets the far arm's outer line.
                start = crossing(far).first?.start ?? centre
            } else {
                start = centre
            }
            return (start, length, band)
        }
    }

    /// A dashed light or heavy line of `count` dashes, across the cell or down it.
    mutating func dashes(count: Int, weight: LineWeight, vertical: Bool) {
        let length = vertical ? height : width
        let gap = max(1, length / (3 * count))
        for band in bands(weight, across: vertical ? width : height) {
            for index in 0..<count {
                let start = index * length / count
                let end = (index + 1) * length / count - gap
                if vertical {
                    rectangle(x: band.start, y: start, width: band.width, height: end - start)
                } else {
                    rectangle(x: start, y: band.start, width: end - start, height: band.width)
                }
            }
        }
    }

    /// A light arc joining the cell's centre lines: from the right or left edge to the bottom or
    /// top edge. Coordinates in half pixels, so that the stroke lies on the light lines' pixels.
    mutating func arc(right: Bool, down: Bool) {
        let x = 2 * ((width - thickness) / 2) + thickness, y = 2 * ((height - thickness) / 2) + thickness
        let radius = min(x, y, 2 * width - x, 2 * height - y)
        let edgeX = right ? 2 * width : 0, edgeY = down ? 2 * height : 0
        let turnX = right ? x + radius : x - radius, turnY = down ? y + radius : y - radius
        glyph.stroke += "m\(Self.half(edgeX)),\(Self.half(y))h\(Self.half(turnX - edgeX))"
            + "q\(Self.half(x - turnX)),0 \(Self.half(x - turnX)),\(Self.half(turnY - y))v\(Self.half(edgeY - turnY))"
    }

    /// Light diagonals from corner to corner: rising (lower left to upper right), falling, or both.
    mutating func diagonals(rising: Bool, falling: Bool) {
        if rising { glyph.stroke += "m0,\(height)l\(width),\(-height)" + (falling ? "m\(-width),0" : "") }
        if falling { glyph.stroke += (rising ? "" : "m0,0") + "l\(width),\(height)" }
    }

    /// A block element: halves, eighths, quadrants, shades.
    mutating func block(_ value: Int) {
        func eighths(_ count: Int, of size: Int) -> Int { (size * count + 4) / 8 }
        switch value {
        case 0x2580: rectangle(x: 0, y: 0, width: width, height: eighths(4, of: height))
        case 0x2581...0x2588:
            let size = eighths(value - 0x2580, of: height)
            rectangle(x: 0, y: height - size, width: width, height: size)
        case 0x2589...0x258F: rectangle(x: 0, y: 0, width: eighths(0x2590 - value, of: width), height: height)
        case 0x2590:
            let half = eighths(4, of: width)
            rectangle(x: half, y: 0, width: width - half, height: height)
        case 0x2591...0x2593:
            rectangle(x: 0, y: 0, width: width, height: height)
            glyph.shade = 25 * (value - 0x2590)
        case 0x2594: rectangle(x: 0, y: 0, width: width, height: eighths(1, of: height))
        case 0x2595:
            let size = eighths(1, of: width)
            rectangle(x: width - size, y: 0, width: size, height: height)
        default:
            // The quadrants, U+2596–U+259F: upper left 1, upper right 2, lower left 4, lower right 8.
            let quadrants = [4, 8, 1, 13, 9, 7, 11, 2, 6, 14]
            guard (0x2596...0x259F).contains(value) else { return }
            let set = quadrants[value - 0x2596]
            let midX = eighths(4, of: width), midY = eighths(4, of: height)
            if set & 1 != 0 { rectangle(x: 0, y: 0, width: midX, height: midY) }
            if set & 2 != 0 { rectangle(x: midX, y: 0, width: width - midX, height: midY) }
            if set & 4 != 0 { rectangle(x: 0, y: midY, width: midX, height: height - midY) }
            if set & 8 != 0 { rectangle(x: midX, y: midY, width: width - midX, height: height - midY) }
        }
    }

    /// A length in half pixels, written in pixels: `9`, `4.5`, `-0.5`.
    static func half(_ twice: Int) -> String {
        let sign = twice < 0 ? "-" : ""
        let magnitude = twice.magnitude
        return sign + String(magnitude / 2) + (magnitude % 2 == 0 ? "" : ".5")
    }
}
