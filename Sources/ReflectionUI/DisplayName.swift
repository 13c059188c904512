/// Display names made from property names, as the editor and the settings screens show them.
///
/// Leading underscores are dropped; words are split at underscores, at a lower-case letter
/// followed by a capital, at a letter followed by a digit, at a digit followed by a capital,
/// and before the last capital of an acronym followed by a lower-case letter; each word's
/// first letter is capitalised and the words are joined by spaces:
/// `myProperty` → `My Property`, `my_property24` → `My Property 24`, `URLString` → `URL String`.
public enum DisplayName {
    /// The display name of `propertyName`; the name itself when it has no letters or digits.
    public static func from(_ propertyName: String) -> String {
        let characters = Array(propertyName)
        var words: [String] = []
        var current = ""
        for (index, character) in characters.enumerated() {
            if character == "_" || character == " " {
                if !current.isEmpty { words.append(current) }
                current = ""
                continue
            }
            if let previous = current.last {
                let next = index + 1 < characters.count ? characters[index + 1] : nil
                let boundary = (previous.isLowercase && character.isUppercase)
                    || (previous.isLetter && character.isNumber)
                    || (previous.isNumber && character.isUppercase)
                    || (previous.isUppercase && character.isUppercase && next?.isLowercase == true)
                if boundary {
                    words.append(current)
                    current = ""
                }
            }
            current.append(character)
        }
        if !current.isEmpty { words.append(current) }
        guard !words.isEmpty else { return propertyName }
        return words.map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined(separator: " ")
    }
}
