import Foundation

/// A PNG image decoded to its pixels, enough to read a browser's screenshot: 8-bit RGB or RGBA,
/// not interlaced, its zlib stream inflated here (stored, fixed and dynamic Huffman blocks) and
/// its rows unfiltered (filter types 0–4).
struct PNGImage {
    /// One pixel's colour; alpha is 255 in an image without it.
    struct Pixel: Equatable, CustomStringConvertible {
        var red: UInt8
        var green: UInt8
        var blue: UInt8
        var alpha: UInt8 = 255

        var description: String {
            let hex = [red, green, blue].map { String($0, radix: 16) }.map { $0.count == 1 ? "0" + $0 : $0 }.joined()
            return alpha == 255 ? "#\(hex)" : "#\(hex) alpha \(alpha)"
        }
    }

    /// Why a PNG could not be read.
    struct DecodingError: Error, CustomStringConvertible {
        let description: String
        init(_ description: String) { self.description = description }
    }

    let width: Int
    let height: Int
    /// The samples, row by row: three or four bytes a pixel.
    private let samples: [UInt8]
    private let channels: Int

    /// The image in `data`.
    init(data: Data) throws {
        let bytes = [UInt8](data)
        guard bytes.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) else {
            throw DecodingError("expected the PNG signature, found \(bytes.prefix(8))")
        }
        func uint32(_ offset: Int) -> Int {
            bytes[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) }
        }
        var offset = 8
        var header: ArraySlice<UInt8>?
        var compressed: [UInt8] = []
        while offset + 8 <= bytes.count {
            let length = uint32(offset)
            let type = String(decoding: bytes[offset + 4..<offset + 8], as: UTF8.self)
            guard offset + 12 + length <= bytes.count else { throw DecodingError("chunk \(type) at byte \(offset) runs past the end") }
            let body = bytes[offset + 8..<offset + 8 + length]
            if type == "IHDR" { header = body }
            if type == "IDAT" { compressed += body }
            offset += 12 + length
            if type == "IEND" { break }
        }
        guard let header, header.count == 13 else { throw DecodingError("expected an IHDR chunk of 13 bytes") }
        let fields = Array(header)
        width = fields[0..<4].reduce(0) { $0 << 8 | Int($1) }
        height = fields[4..<8].reduce(0) { $0 << 8 | Int($1) }
        let (depth, colorType, interlace) = (fields[8], fields[9], fields[12])
        guard depth == 8, colorType == 2 || colorType == 6, interlace == 0 else {
            throw DecodingError("expected 8-bit RGB or RGBA, not interlaced; found depth \(depth), colour type \(colorType), interlace \(interlace)")
        }
        channels = colorType == 6 ? 4 : 3
        guard compressed.count > 2, compressed[0] & 0x0F == 8 else { throw DecodingError("expected a zlib stream of deflate blocks") }
        var inflater = Inflater(input: compressed, position: 2)
        let filtered = try inflater.inflate()
        samples = try Self.unfilter(filtered, width: width, height: height, channels: channels)
    }

    /// The pixel at column `x`, row `y` (from the top left).
    func pixel(x: Int, y: Int) -> Pixel {
        let index = (y * width + x) * channels
        return Pixel(red: samples[index], green: samples[index + 1], blue: samples[index + 2], alpha: channels == 4 ? samples[index + 3] : 255)
    }

    /// The rows' samples: each row's filter undone against the row above.
    private static func unfilter(_ data: [UInt8], width: Int, height: Int, channels: Int) throws -> [UInt8] {
        let stride = width * channels
        guard data.count >= height * (stride + 1) else {
            throw DecodingError("expected \(height * (stride + 1)) bytes of rows, found \(data.count)")
        }
        var samples = [UInt8](repeating: 0, count: stride * height)
        for row in 0..<height {
            let filter = data[row * (stride + 1)]
            let source = row * (stride + 1) + 1
            let start = row * stride
            for index in 0..<stride {
                let left = index >= channels ? Int(samples[start + index - channels]) : 0
                let up = row > 0 ? Int(samples[start - stride + index]) : 0
                let upLeft = row > 0 && index >= channels ? Int(samples[start - stride + index - channels]) : 0
                let predictor: Int
                switch filter {
                case 0: predictor = 0
                case 1: predictor = left
                case 2: predictor = up
                case 3: predictor = (left + up) / 2
                case 4:
                    let estimate = left + up - upLeft
                    let (toLeft, toUp, toUpLeft) = (abs(estimate - left), abs(estimate - up), abs(estimate - upLeft))
                    predictor = toLeft <= toUp && toLeft <= toUpLeft ? left : toUp <= toUpLeft ? up : upLeft
                default: throw DecodingError("row \(row): expected a filter type from 0 to 4, found \(filter)")
                }
                samples[start + index] = UInt8(truncatingIfNeeded: Int(data[source + index]) + predictor)
            }
        }
        return samples
    }
}

/// A deflate stream's decoder (RFC 1951), after the way zlib's `puff` reads one: bits from the
/// least significant, Huffman codes a bit at a time against canonical code counts.
private struct Inflater {
    let input: [UInt8]
    var position: Int
    private var bitBuffer = 0
    private var bitCount = 0
    private var output: [UInt8] = []

    init(input: [UInt8], position: Int) {
        self.input = input
        self.position = position
    }

    /// A canonical Huffman code: how many codes of each length, and the symbols in code order.
    struct Huffman {
        var counts = [Int](repeating: 0, count: 16)
        var symbols: [Int] = []

        init(lengths: [Int]) {
            for length in lengths { counts[length] += 1 }
            counts[0] = 0
            var offsets = [Int](repeating: 0, count: 16)
            for length in 1..<15 { offsets[length + 1] = offsets[length] + counts[length] }
            symbols = [Int](repeating: 0, count: lengths.count)
            for (symbol, length) in lengths.enumerated() where length != 0 {
                symbols[offsets[length]] = symbol
                offsets[length] += 1
            }
        }
    }

    private static let lengthBase = [3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 15, 17, 19, 23, 27, 31, 35, 43, 51, 59, 67, 83, 99, 115, 131, 163, 195, 227, 258]
    private static let lengthExtra = [0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 0]
    private static let distanceBase = [
        1, 2, 3, 4, 5, 7, 9, 13, 17, 25, 33, 49, 65, 97, 129, 193, 257, 385, 513, 769, 1025, 1537, 2049, 3073, 4097, 6145, 8193, 12289, 16385, 24577,
    ]
    private static let distanceExtra = [0, 0, 0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6, 7, 7, 8, 8, 9, 9, 10, 10, 11, 11, 12, 12, 13, 13]
    private static let fixedLengths = Huffman(lengths: [Int](repeating: 8, count: 144) + [Int](repeating: 9, count: 112) + [Int](repeating: 7, count: 24) + [Int](repeating: 8, count: 8))
    private static let fixedDistances = Huffman(lengths: [Int](repeating: 5, count: 30))

    /// The whole stream's bytes, block after block until the last.
    mutating func inflate() throws -> [UInt8] {
        var last = false
        while !last {
            last = try bits(1) == 1
            switch try bits(2) {
            case 0: try stored()
            case 1: try codes(Self.fixedLengths, Self.fixedDistances)
            case 2:
                let (lengths, distances) = try dynamicTables()
                try codes(lengths, distances)
            default: throw PNGImage.DecodingError("deflate: block type 3 is reserved")
            }
        }
        return output
    }

    private mutating func bits(_ count: Int) throws -> Int {
        var value = bitBuffer
        while bitCount < count {
            guard position < input.count else { throw PNGImage.DecodingError("deflate: the stream ends inside a block") }
            value |= Int(input[position]) << bitCount
            position += 1
            bitCount += 8
        }
        bitBuffer = value >> count
        bitCount -= count
        return value & ((1 << count) - 1)
    }

    private mutating func stored() throws {
        bitBuffer = 0
        bitCount = 0
        guard position + 4 <= input.count else { throw PNGImage.DecodingError("deflate: a stored block's length runs past the end") }
        let length = Int(input[position]) | Int(input[position + 1]) << 8
        let complement = Int(input[position + 2]) | Int(input[position + 3]) << 8
        guard length == ~complement & 0xFFFF else { throw PNGImage.DecodingError("deflate: a stored block's length does not match its complement") }
        position += 4
        guard position + length <= input.count else { throw PNGImage.DecodingError("deflate: a stored block runs past the end") }
        output += input[position..<position + length]
        position += length
    }

    private mutating func decode(_ code: Huffman) throws -> Int {
        var bitsSoFar = 0, first = 0, index = 0
        for length in 1...15 {
            bitsSoFar |= try bits(1)
            let count = code.counts[length]
            if bitsSoFar - count < first { return code.symbols[index + bitsSoFar - first] }
            index += count
            first = (first + count) << 1
            bitsSoFar <<= 1
        }
        throw PNGImage.DecodingError("deflate: a code longer than 15 bits")
    }

    private mutating func codes(_ lengths: Huffman, _ distances: Huffman) throws {
        while true {
            let symbol = try decode(lengths)
            if symbol < 256 {
                output.append(UInt8(symbol))
            } else if symbol == 256 {
                return
            } else {
                let index = symbol - 257
                guard index < Self.lengthBase.count else { throw PNGImage.DecodingError("deflate: length symbol \(symbol)") }
                let length = try Self.lengthBase[index] + bits(Self.lengthExtra[index])
                let distanceSymbol = try decode(distances)
                guard distanceSymbol < Self.distanceBase.count else { throw PNGImage.DecodingError("deflate: distance symbol \(distanceSymbol)") }
                let distance = try Self.distanceBase[distanceSymbol] + bits(Self.distanceExtra[distanceSymbol])
                guard distance <= output.count else { throw PNGImage.DecodingError("deflate: a distance of \(distance) before \(output.count) bytes") }
                for _ in 0..<length { output.append(output[output.count - distance]) }
            }
        }
    }

    private mutating func dynamicTables() throws -> (Huffman, Huffman) {
        let lengthCount = try bits(5) + 257, distanceCount = try bits(5) + 1, codeCount = try bits(4) + 4
        let order = [16, 17, 18, 0, 8, 7, 9, 6, 10, 5, 11, 4, 12, 3, 13, 2, 14, 1, 15]
        var codeLengths = [Int](repeating: 0, count: 19)
        for index in 0..<codeCount { codeLengths[order[index]] = try bits(3) }
        let lengthCode = Huffman(lengths: codeLengths)
        var lengths: [Int] = []
        while lengths.count < lengthCount + distanceCount {
            let symbol = try decode(lengthCode)
            switch symbol {
            case 0..<16: lengths.append(symbol)
            case 16:
                guard let previous = lengths.last else { throw PNGImage.DecodingError("deflate: a repeat with no length before it") }
                let repeats = try 3 + bits(2)
                lengths += [Int](repeating: previous, count: repeats)
            case 17:
                let zeros = try 3 + bits(3)
                lengths += [Int](repeating: 0, count: zeros)
            default:
                let zeros = try 11 + bits(7)
                lengths += [Int](repeating: 0, count: zeros)
            }
        }
        guard lengths.count == lengthCount + distanceCount else { throw PNGImage.DecodingError("deflate: code lengths overrun their count") }
        return (Huffman(lengths: Array(lengths[..<lengthCount])), Huffman(lengths: Array(lengths[lengthCount...])))
    }
}
