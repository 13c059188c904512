import Builders

/// How one inspection reads the values of a tree: the single place where the choice between
/// reading by label and the package's own answers is made.
///
/// The walks (``InspectionContext``, the view list, ``TextReader``, the values) ask a reader
/// questions about one value at a time; the rules that combine the answers are written once,
/// above it. With ``Strategy/labels`` every answer comes from type names and stored-property
/// labels, as code written against SwiftUI reads a tree. With ``Strategy/ownTypes`` the
/// package's own node types answer for themselves, without `Mirror` (about twice as fast,
/// BENCHMARKS.md), and every other value is read by label. Tests and the inspector fuzzer
/// check that both strategies give the same answers.
struct NodeReader {
    /// Where the answers come from.
    enum Strategy {
        /// Type names and labels only.
        case labels
        /// The package's own types answer for themselves; any other value is read by label.
        case ownTypes
    }

    let strategy: Strategy
    let types: TypeCache

    /// What the walk sees in `value`.
    func piece(of value: Any) -> Piece {
        if strategy == .ownTypes, let own = value as? any FastPiece {
            return own.inspectionPiece
        }
        return MirrorReader.piece(of: value, role: types.role(of: type(of: value)))
    }

    /// The views inside a container of `kind` (a stack's content, a button's label…), before flattening.
    func content(of value: Any, kind: ViewKind) -> Any? {
        if let computed = value as? any ComputedContent { return computed.computedContent }
        if strategy == .ownTypes, let own = value as? any FastContent {
            return own.inspectionContent
        }
        return KnownTypes.contentPath(of: kind).flatMap { MirrorReader.descendant(value, path: $0) }
    }

    /// A chain of the package's `ModifiedContent`, peeled in one pass (the modifiers outermost
    /// first, and what they modify), or nil when `value` is no such chain or labels are read.
    func peeledChain(of value: Any) -> (modifiers: [Any], content: Any)? {
        guard strategy == .ownTypes, let chain = value as? any ModifierChainLink else { return nil }
        let peeled = chain.peeledChain()
        return peeled.modifiers.isEmpty ? nil : peeled
    }

    /// What one node of a Text's storage holds, or nil when `text` is not laid out as a Text.
    func textPart(of text: Any) -> TextPart? {
        if strategy == .ownTypes, let own = text as? Text {
            return own.textPart
        }
        return TextReader.labelledPart(of: text, types: types)
    }

    /// A Text's own modifiers (`bold`, `font`…), in the order applied; nil when it has none.
    func textModifiers(of text: Any) -> [Any]? {
        if strategy == .ownTypes, let own = text as? Text {
            return own.modifiers.isEmpty ? nil : own.modifiers
        }
        return MirrorReader.descendant(text, "modifiers").map { Mirror(reflecting: $0).children.map(\.value) }
    }

    /// What a tag modifier writes, or nil when `modifier` writes no tag.
    func tag(of modifier: Any) -> ModifierReader.TagWrite? {
        if strategy == .ownTypes, let own = modifier as? any FastTagModifier {
            return own.inspectionTag
        }
        return ModifierReader.tag(of: modifier, types: types)
    }
}

extension Text {
    /// The characters, with formats filled in, read without `Mirror`; nil past the
    /// argument nesting limit. (The renderer and the static walk read texts with it.)
    package func inspectionString() -> String? {
        if case .verbatim(let string) = storage { return string }
        return TextReader.string(of: self, reader: NodeReader(strategy: .ownTypes, types: TypeCache()))
    }
}
