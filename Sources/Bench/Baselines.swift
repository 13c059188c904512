import Builders

/// The physical limit: a walker that knows every type statically.
enum StaticWalker {
    static func pairs(_ view: ForEach<Range<Int>, Int, ModifiedContent<Text, _TraitWritingModifier<TagValueTraitKey<Int>>>>) -> [(String, Int)] {
        var pairs: [(String, Int)] = []
        pairs.reserveCapacity(view.data.count)
        for i in view.data {
            let element = view.content(i)
            pairs.append((string(element.content), tag(element.modifier.value)))
        }
        return pairs
    }

    static func pairs(_ view: ForEach<Range<Int>, Int, Group<ForEach<Range<Int>, Int, Group<ForEach<Range<Int>, Int, Leaf>>>>>) -> [(String, Int)] {
        var pairs: [(String, Int)] = []
        pairs.reserveCapacity(100_000)
        for a in view.data {
            let middle = view.content(a).content
            for b in middle.data {
                let inner = middle.content(b).content
                for c in inner.data {
                    let leaf = inner.content(c).content.content
                    pairs.append((string(leaf.content), tag(leaf.modifier.value)))
                }
            }
        }
        return pairs
    }

    private static func string(_ text: Text) -> String {
        if case .verbatim(let string) = text.storage { return string }
        return ""
    }

    private static func tag(_ value: TagValueTraitKey<Int>.Value) -> Int {
        if case .tagged(let tag) = value { return tag }
        return -1
    }
}

/// How blog posts read a picker's items: materialise the elements, then
/// `Mirror(reflecting:).descendant(i, …)` for each — an index walk per element.
enum NaiveWalker {
    static func pairs(_ view: ForEach<Range<Int>, Int, ModifiedContent<Text, _TraitWritingModifier<TagValueTraitKey<Int>>>>) -> [(String, Int)] {
        let elements: [Any] = view.data.map(view.content)
        let mirror = Mirror(reflecting: elements)
        var pairs: [(String, Int)] = []
        for i in 0..<elements.count {
            let string = mirror.descendant(i, "content", "storage", "verbatim") as? String ?? ""
            let tag = mirror.descendant(i, "modifier", "value", "tagged") as? Int ?? -1
            pairs.append((string, tag))
        }
        return pairs
    }
}

/// How the best-known SwiftUI inspector walks: render each value's type name,
/// switch on it, and call `Mirror.descendant` for each attribute path.
enum StringSwitchWalker {
    protocol Elements {
        func elements() -> [Any]
    }

    static func pairs(_ root: Any) -> [(String, Int)] {
        var pairs: [(String, Int)] = []
        var stack: [(Any, Int?)] = [(root, nil)]
        while let (value, tag) = stack.popLast() {
            let name = String(describing: type(of: value))
            if name.hasPrefix("ForEach<"), let forEach = value as? Elements {
                for element in forEach.elements().reversed() { stack.append((element, tag)) }
            } else if name.hasPrefix("Group<") {
                if let content = Mirror(reflecting: value).descendant("content") { stack.append((content, tag)) }
            } else if name.hasPrefix("ModifiedContent<") {
                let mirror = Mirror(reflecting: value)
                let modifierName = mirror.descendant("modifier").map { String(describing: type(of: $0)) } ?? ""
                var newTag = tag
                if modifierName.contains("TagValueTraitKey"), let value = mirror.descendant("modifier", "value", "tagged") as? Int {
                    newTag = value
                }
                if let content = mirror.descendant("content") { stack.append((content, newTag)) }
            } else if name == "Text" {
                let string = Mirror(reflecting: value).descendant("storage", "verbatim") as? String ?? ""
                pairs.append((string, tag ?? -1))
            }
        }
        return pairs
    }
}

extension ForEach: StringSwitchWalker.Elements where Content: View {
    func elements() -> [Any] { data.map(content) }
}
