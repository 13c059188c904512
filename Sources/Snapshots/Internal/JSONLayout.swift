/// JSON laid out for reading and for line diffs: one member or element per line, indented by
/// two spaces, a space after each colon, the members in the order written (a JSON object read
/// back would lose it), the strings unchanged.
enum JSONLayout {
    /// `json`, well-formed, laid out, with a final newline; empty objects and arrays stay `{}` and `[]`.
    static func indented(_ json: String) -> String {
        let scalars = Array(json.unicodeScalars)
        var output = String.UnicodeScalarView()
        var depth = 0
        var inString = false
        var escaped = false
        func newline() {
            output.append("\n")
            output.append(contentsOf: String(repeating: "  ", count: depth).unicodeScalars)
        }
        var index = 0
        while index < scalars.count {
            let scalar = scalars[index]
            index += 1
            if inString {
                output.append(scalar)
                if escaped {
                    escaped = false
                } else if scalar == "\\" {
                    escaped = true
                } else if scalar == "\"" {
                    inString = false
                }
                continue
            }
            switch scalar {
            case "\"":
                inString = true
                output.append(scalar)
            case "{", "[":
                output.append(scalar)
                var next = index
                while next < scalars.count, scalars[next].properties.isWhitespace { next += 1 }
                if next < scalars.count, scalars[next] == (scalar == "{" ? "}" : "]") {
                    output.append(scalars[next])
                    index = next + 1
                } else {
                    depth += 1
                    newline()
                }
            case "}", "]":
                depth = max(0, depth - 1)
                newline()
                output.append(scalar)
            case ",":
                output.append(scalar)
                newline()
            case ":":
                output.append(contentsOf: ": ".unicodeScalars)
            case " ", "\t", "\n", "\r":
                continue
            default:
                output.append(scalar)
            }
        }
        output.append("\n")
        return String(output)
    }
}
