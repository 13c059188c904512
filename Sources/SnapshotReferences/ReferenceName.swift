/// The part of a reference file's name a test, a snapshot or a preview gives: its name with only
/// letters, digits, `_`, `-` and `.` kept, every other run of characters one `-`, and no `-` or
/// `.` at either end (so that no name makes a hidden file or leaves its folder).
package enum ReferenceName {
    /// `name` made safe for a file name; nil when nothing of it is left.
    package static func sanitized(_ name: String) -> String? {
        var result = ""
        var pendingDash = false
        for character in name {
            if character.isASCII, character.isLetter || character.isNumber || character == "_" || character == "-" || character == "." {
                if pendingDash, let last = result.last, last != "-" { result.append("-") }
                pendingDash = false
                result.append(character)
            } else {
                pendingDash = true
            }
        }
        while let last = result.last, last == "-" || last == "." { result.removeLast() }
        while let first = result.first, first == "-" || first == "." { result.removeFirst() }
        return result.isEmpty ? nil : result
    }
}
