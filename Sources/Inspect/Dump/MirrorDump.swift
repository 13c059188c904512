/// The standard library's `dump(_:)` format, byte for byte, written with an
/// explicit stack so that no depth of tree overflows the call stack.
///
/// Each value's summary line comes from the standard library itself (a
/// `dump` of that one value with `maxDepth: 0`), so summaries match exactly;
/// the walk, the indentation, the object ids (`#0`), `super:` lines and the
/// `(N more children)` cut-off follow the standard library's algorithm.
public enum MirrorDump {
    /// `value` in `dump(_:)`'s format, as `dump(value, name:indent:maxDepth:maxItems:)` writes it.
    public static func string(of value: Any, name: String? = nil, indent: Int = 0, maxDepth: Int = .max, maxItems: Int = .max) -> String {
        var output = ""
        var itemsLeft = maxItems
        var visited: [ObjectIdentifier: Int] = [:]
        // Indentation, cut from one run of spaces (a deep tree indents its lines by thousands).
        var spaces = ""
        func indentation(_ count: Int) -> Substring {
            let count = max(0, count)
            if spaces.utf8.count < count { spaces = String(repeating: " ", count: max(count, 2 * spaces.utf8.count)) }
            return spaces[..<spaces.utf8.index(spaces.utf8.startIndex, offsetBy: count)]
        }
        var stack: [Frame] = [.value(value, name: name, indent: indent, maxDepth: maxDepth)]
        while let frame = stack.popLast() {
            switch frame {
            case let .value(value, name, indent, maxDepth):
                guard itemsLeft > 0 else { continue }
                itemsLeft -= 1
                let mirror = Mirror(reflecting: value)
                let count = mirror.children.count
                output += indentation(indent)
                output += count == 0 ? "-" : maxDepth <= 0 ? "▹" : "▿"
                output += " "
                if let name {
                    output += name + ": "
                }
                let id = identity(of: value)
                output += summary(of: value, hasIdentity: id != nil)
                if let id {
                    if let previous = visited[id] {
                        output += " #\(previous)\n"
                        continue
                    }
                    let number = visited.count
                    visited[id] = number
                    output += " #\(number)"
                }
                output += "\n"
                guard maxDepth > 0 else { continue }
                stack.append(.children(Array(mirror.children), next: 0, indent: indent, maxDepth: maxDepth))
                if let superclass = mirror.superclassMirror {
                    stack.append(.superclass(superclass, indent: indent + 2, maxDepth: maxDepth - 1))
                }
            case let .superclass(mirror, indent, maxDepth):
                guard itemsLeft > 0 else { continue }
                itemsLeft -= 1
                let count = mirror.children.count
                output += indentation(indent)
                output += count == 0 ? "-" : maxDepth <= 0 ? "▹" : "▿"
                output += " super: " + String(reflecting: mirror.subjectType) + "\n"
                guard maxDepth > 0 else { continue }
                stack.append(.children(Array(mirror.children), next: 0, indent: indent, maxDepth: maxDepth))
                if let superclass = mirror.superclassMirror {
                    stack.append(.superclass(superclass, indent: indent + 2, maxDepth: maxDepth - 1))
                }
            case let .children(children, next, indent, maxDepth):
                guard next < children.count else { continue }
                if itemsLeft <= 0 {
                    let remainder = children.count - next
                    output += indentation(indent + 4)
                    output += "(\(remainder)\(next > 0 ? " more" : "") \(remainder == 1 ? "child" : "children"))\n"
                    continue
                }
                stack.append(.children(children, next: next + 1, indent: indent, maxDepth: maxDepth))
                let child = children[next]
                stack.append(.value(child.value, name: child.label, indent: indent + 2, maxDepth: maxDepth - 1))
            }
        }
        return output
    }

    private enum Frame {
        case value(Any, name: String?, indent: Int, maxDepth: Int)
        case superclass(Mirror, indent: Int, maxDepth: Int)
        case children([Mirror.Child], next: Int, indent: Int, maxDepth: Int)
    }

    /// Objects and metatypes are numbered, as `dump` numbers them.
    private static func identity(of value: Any) -> ObjectIdentifier? {
        if type(of: value) is AnyObject.Type {
            return ObjectIdentifier(value as AnyObject)
        }
        if let metatype = value as? Any.Type {
            return ObjectIdentifier(metatype)
        }
        return nil
    }

    /// The summary `dump` prints after the bullet and name, from `dump` itself.
    /// (Cut by UTF-8 offsets: a summary holds a whole type name, which may run to megabytes, and
    /// counting its characters from the end would cost as much as writing it.)
    private static func summary(of value: Any, hasIdentity: Bool) -> String {
        var line = ""
        Swift.dump(value, to: &line, maxDepth: 0, maxItems: 1)
        // "<bullet> <summary>[ #0]\n"
        let bytes = line.utf8
        guard let space = bytes.firstIndex(of: UInt8(ascii: " ")) else { return line }
        let start = bytes.index(after: space)
        var end = bytes.endIndex
        if bytes.last == UInt8(ascii: "\n") { end = bytes.index(before: end) }
        let identitySuffix = " #0".utf8
        if hasIdentity, bytes.distance(from: start, to: end) >= identitySuffix.count,
           bytes[bytes.index(end, offsetBy: -identitySuffix.count)..<end].elementsEqual(identitySuffix) {
            end = bytes.index(end, offsetBy: -identitySuffix.count)
        }
        return String(line[start..<end])
    }
}
