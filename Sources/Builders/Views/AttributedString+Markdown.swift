import Foundation

// Foundation on Linux has no Markdown reader for `AttributedString`; this one reads the inline
// Markdown SwiftUI code writes in attributed strings: strong and emphasised text, code, struck
// text, links and backslash escapes. Block structure (headings, lists) is kept as text. Foundation
// on Linux has no `inlinePresentationIntent` attribute either, so the emphasis markers are read
// and removed but only a link is kept as an attribute.

#if !canImport(Darwin)
extension AttributedString {
    /// An attributed string read from inline Markdown: the characters of `**strong**`,
    /// `__strong__`, `*emphasis*`, `_emphasis_`, `` `code` ``, `~~struck~~` and `\` escapes
    /// without their markers, and `[text](url)` as its text with `link` set. A marker without its
    /// closing one is kept as written.
    public init(markdown: String) throws {
        self.init()
        for run in InlineMarkdown.runs(of: Array(markdown), link: nil, depth: 0) {
            var part = AttributedString(run.text)
            if let link = run.link { part.link = link }
            append(part)
        }
    }
}

/// The inline Markdown reader behind `AttributedString(markdown:)`.
private enum InlineMarkdown {
    /// How deeply spans may nest; deeper markers are kept as text.
    static let depthLimit = 16

    /// Characters sharing one link.
    struct Run {
        var text: String
        var link: URL?
    }

    /// The runs of `characters`, inside a span of `link`.
    static func runs(of characters: [Character], link: URL?, depth: Int) -> [Run] {
        var runs: [Run] = []
        var plain = ""
        func flush() {
            if !plain.isEmpty { runs.append(Run(text: plain, link: link)) }
            plain = ""
        }
        var i = 0
        while i < characters.count {
            let c = characters[i]
            if c == "\\", i + 1 < characters.count, characters[i + 1].isPunctuation || characters[i + 1].isSymbol {
                plain.append(characters[i + 1])
                i += 2
                continue
            }
            guard depth < depthLimit else {
                plain.append(c)
                i += 1
                continue
            }
            if c == "`", let close = find(["`"], in: characters, from: i + 1) {
                flush()
                runs.append(Run(text: String(characters[(i + 1)..<close]), link: link))
                i = close + 1
                continue
            }
            if c == "[", let (text, url, end) = linkSpan(characters, at: i) {
                flush()
                runs += self.runs(of: text, link: url, depth: depth + 1)
                i = end
                continue
            }
            if let marker = emphasis(characters, at: i),
               let close = find(marker, in: characters, from: i + marker.count), close > i + marker.count {
                flush()
                let inner = Array(characters[(i + marker.count)..<close])
                runs += self.runs(of: inner, link: link, depth: depth + 1)
                i = close + marker.count
                continue
            }
            plain.append(c)
            i += 1
        }
        flush()
        return runs
    }

    /// The emphasis marker starting at `i`: strong (`**`, `__`), emphasis (`*`, `_`) or struck (`~~`).
    private static func emphasis(_ characters: [Character], at i: Int) -> [Character]? {
        let c = characters[i]
        let doubled = i + 1 < characters.count && characters[i + 1] == c
        switch c {
        case "*", "_": return doubled ? [c, c] : [c]
        case "~": return doubled ? [c, c] : nil
        default: return nil
        }
    }

    /// The index where `marker` next starts at or after `start`.
    private static func find(_ marker: [Character], in characters: [Character], from start: Int) -> Int? {
        guard start <= characters.count - marker.count else { return nil }
        for index in start...(characters.count - marker.count) where Array(characters[index..<(index + marker.count)]) == marker {
            return index
        }
        return nil
    }

    /// A `[text](url)` link starting at `i`: its text, its URL, and the index after it.
    private static func linkSpan(_ characters: [Character], at i: Int) -> ([Character], URL, Int)? {
        guard let closeText = find(["]"], in: characters, from: i + 1),
              closeText + 1 < characters.count, characters[closeText + 1] == "(",
              let closeURL = find([")"], in: characters, from: closeText + 2),
              let url = URL(string: String(characters[(closeText + 2)..<closeURL]))
        else { return nil }
        return (Array(characters[(i + 1)..<closeText]), url, closeURL + 1)
    }
}
#endif
