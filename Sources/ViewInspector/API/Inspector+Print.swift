import Inspect

extension Inspector {
    /// `value`'s stored properties as an indented tree, one per line, sorted by label: a leaf is
    /// `label: Type = value`, a collection lists `[index]` entries, a custom view adds its `body`,
    /// and an object met again on the way down is `{ cyclic reference }`. For reading a view's
    /// structure while writing a test: `print(Inspector.print(view))`.
    ///
    /// The walk is bounded: below ``printDepthLimit`` levels a value is written as `= …`.
    @preconcurrency @MainActor public static func print(_ value: Any) -> String {
        var output = typeName(value: value)
        write(value, level: 1, visited: [], to: &output)
        return output
    }

    /// How deep ``print(_:)`` goes into a value's properties before it stops.
    public static let printDepthLimit = 64

    /// Writes what follows `value`'s label and type on its line: ` = value` for a leaf, or a
    /// newline and its properties one level deeper.
    @MainActor private static func write(_ value: Any, level: Int, visited: [ObjectIdentifier], to output: inout String) {
        var visited = visited
        let mirror = Mirror(reflecting: value)
        if mirror.displayStyle == .class, !(value is Any.Type) {
            let object = ObjectIdentifier(value as AnyObject)
            guard !visited.contains(object) else {
                output += " = { cyclic reference }\n"
                return
            }
            visited.append(object)
        }
        guard level <= printDepthLimit else {
            output += " = …\n"
            return
        }
        let indent = String(repeating: "  ", count: level)
        if mirror.displayStyle == .collection || mirror.displayStyle == .set {
            guard !mirror.children.isEmpty else {
                output += " = []\n"
                return
            }
            output += "\n"
            for (offset, child) in mirror.children.enumerated() {
                output += indent + "[\(offset)]"
                write(child.value, level: level + 1, visited: visited, to: &output)
            }
            return
        }
        var entries: [(key: String, value: Any)] = []
        var current: Mirror? = mirror
        var offset = 0
        while let layer = current {
            for child in layer.children {
                entries.append((key: (child.label ?? "[\(offset)]") + ": " + typeName(value: child.value), value: child.value))
                offset += 1
            }
            current = layer.superclassMirror
        }
        if let body = CustomBody.body(of: value) {
            entries.append((key: "body: " + typeName(value: body), value: body))
        }
        guard !entries.isEmpty else {
            output += value is Any.Type ? "\n" : " = \(value)\n"
            return
        }
        output += "\n"
        for entry in entries.sorted(by: { $0.key < $1.key }) {
            output += indent + entry.key
            write(entry.value, level: level + 1, visited: visited, to: &output)
        }
    }
}
