/// How a snapshot's text differs from its reference's, written for people: a unified diff of
/// lines (dumps, JSON), or the rows of a drawn screen that differ, with their numbers.
package enum TextDiff {
    /// The most changed lines or rows shown; the rest are counted.
    package static let shownLimit = 200

    /// The longest stretch of lines, after their common start and end, compared line by line
    /// (its cost is the product of the two lengths); a longer one is shown removed and added whole.
    static let comparedLimit = 4_000_000

    /// A unified diff of `snapshot` against `reference` (`-` lines only in the reference, `+`
    /// lines only in the snapshot, `context` lines around each change, `@@ -3,2 +3,2 @@` before
    /// each group); nil when the texts are equal.
    package static func lines(reference: String, snapshot: String, context: Int = 2) -> String? {
        guard reference != snapshot else { return nil }
        let old = lines(of: reference), new = lines(of: snapshot)
        guard old != new else { return finalNewline(reference: reference) }
        let operations = edits(old, new)
        var output: [String] = []
        var shown = 0
        var hidden = 0
        var start = 0
        while let first = operations[start...].firstIndex(where: { $0.kind != .same }) {
            // A group: the changes whose gaps are at most twice the context, with context around.
            var end = first
            var index = first
            while index < operations.count {
                if operations[index].kind != .same {
                    end = index
                } else if index - end > 2 * context {
                    break
                }
                index += 1
            }
            let lower = max(start, first - context), upper = min(operations.count - 1, end + context)
            let group = operations[lower...upper]
            let oldLines = group.filter { $0.kind != .added }, newLines = group.filter { $0.kind != .removed }
            let oldStart = oldLines.first.map { $0.old + 1 } ?? (group.first?.old ?? 0)
            let newStart = newLines.first.map { $0.new + 1 } ?? (group.first?.new ?? 0)
            output.append("@@ -\(oldStart),\(oldLines.count) +\(newStart),\(newLines.count) @@")
            for operation in group {
                if operation.kind != .same {
                    shown += 1
                    if shown > shownLimit {
                        hidden += 1
                        continue
                    }
                }
                switch operation.kind {
                case .same: output.append(" " + old[operation.old])
                case .removed: output.append("-" + old[operation.old])
                case .added: output.append("+" + new[operation.new])
                }
            }
            start = upper + 1
        }
        if hidden > 0 { output.append("… and \(hidden) more changed lines") }
        return output.joined(separator: "\n")
    }

    /// The rows of a drawn screen that differ, each as `- 3 │text` (the reference's row) and
    /// `+ 3 │text` (the snapshot's), numbered from 1, after a line giving both heights when they
    /// differ; nil when the texts are equal.
    package static func rows(reference: String, snapshot: String) -> String? {
        guard reference != snapshot else { return nil }
        let old = lines(of: reference), new = lines(of: snapshot)
        guard old != new else { return finalNewline(reference: reference) }
        let count = max(old.count, new.count)
        let width = String(count).count
        func number(_ row: Int) -> String {
            let digits = String(row + 1)
            return String(repeating: " ", count: width - digits.count) + digits
        }
        var output: [String] = []
        if old.count != new.count {
            output.append("the reference has \(old.count) rows, the snapshot \(new.count)")
        }
        var differing = 0
        for row in 0..<count {
            let before = row < old.count ? old[row] : nil, after = row < new.count ? new[row] : nil
            guard before != after else { continue }
            differing += 1
            guard differing <= shownLimit else { continue }
            if let before { output.append("- \(number(row)) │\(before)") }
            if let after { output.append("+ \(number(row)) │\(after)") }
        }
        if differing > shownLimit { output.append("… and \(differing - shownLimit) more rows differ") }
        return output.joined(separator: "\n")
    }

    /// The lines of `text`, split at each newline; a final newline ends the last line rather
    /// than starting an empty one, and an empty text has none.
    package static func lines(of text: String) -> [Substring] {
        guard !text.isEmpty else { return [] }
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        if text.hasSuffix("\n") { lines.removeLast() }
        return lines
    }

    /// What differs between two texts whose lines are equal: the final newline.
    private static func finalNewline(reference: String) -> String {
        reference.hasSuffix("\n")
            ? "only the final newline differs: the reference ends with one, the snapshot does not"
            : "only the final newline differs: the snapshot ends with one, the reference does not"
    }

    /// One step of a diff: a line of both, or one only in the reference or the snapshot, with
    /// its index in each (for a line only in one, the other's is where it would go).
    struct Edit: Equatable {
        enum Kind { case same, removed, added }
        let kind: Kind
        let old: Int
        let new: Int
    }

    /// The steps that make `new` from `old`: their common start and end kept, the lines
    /// between compared by their longest common subsequence (removals before additions), or,
    /// past ``comparedLimit``, removed and added whole.
    static func edits(_ old: [Substring], _ new: [Substring]) -> [Edit] {
        var prefix = 0
        while prefix < old.count, prefix < new.count, old[prefix] == new[prefix] { prefix += 1 }
        var suffix = 0
        while suffix < old.count - prefix, suffix < new.count - prefix, old[old.count - 1 - suffix] == new[new.count - 1 - suffix] { suffix += 1 }
        var edits = (0..<prefix).map { Edit(kind: .same, old: $0, new: $0) }
        let oldMiddle = prefix..<(old.count - suffix), newMiddle = prefix..<(new.count - suffix)
        let rows = oldMiddle.count, columns = newMiddle.count
        if rows * columns <= comparedLimit {
            // lengths[i * (columns + 1) + j]: the longest common subsequence of the middles' lines from i and j.
            var lengths = [Int32](repeating: 0, count: (rows + 1) * (columns + 1))
            for i in stride(from: rows - 1, through: 0, by: -1) {
                for j in stride(from: columns - 1, through: 0, by: -1) {
                    lengths[i * (columns + 1) + j] = old[prefix + i] == new[prefix + j]
                        ? lengths[(i + 1) * (columns + 1) + j + 1] + 1
                        : max(lengths[(i + 1) * (columns + 1) + j], lengths[i * (columns + 1) + j + 1])
                }
            }
            var i = 0, j = 0
            while i < rows || j < columns {
                if i < rows, j < columns, old[prefix + i] == new[prefix + j] {
                    edits.append(Edit(kind: .same, old: prefix + i, new: prefix + j))
                    i += 1
                    j += 1
                } else if j == columns || (i < rows && lengths[(i + 1) * (columns + 1) + j] >= lengths[i * (columns + 1) + j + 1]) {
                    edits.append(Edit(kind: .removed, old: prefix + i, new: prefix + j))
                    i += 1
                } else {
                    edits.append(Edit(kind: .added, old: prefix + i, new: prefix + j))
                    j += 1
                }
            }
        } else {
            edits += oldMiddle.map { Edit(kind: .removed, old: $0, new: newMiddle.lowerBound) }
            edits += newMiddle.map { Edit(kind: .added, old: oldMiddle.upperBound, new: $0) }
        }
        edits += (0..<suffix).map { Edit(kind: .same, old: old.count - suffix + $0, new: new.count - suffix + $0) }
        return edits
    }
}
