// The containers: views made of other views. Each is primitive (no body); its
// children are in its stored properties. Each walks its view list with
// `@inlinable` code (see `_ViewListVisitor`).

extension TupleView: View {
    /// A tuple of views is primitive.
    public typealias Body = Never

    /// The elements one by one. `T` cannot be taken apart statically, so
    /// each element is walked as `any View` (or reported as an unknown value).
    /// A value that is not a tuple is one element (not its stored properties).
    @inlinable
    public func _visitViewList<Visitor: _ViewListVisitor>(_ visitor: inout Visitor) throws(Visitor.Failure) {
        let mirror = Mirror(reflecting: value)
        guard mirror.displayStyle == .tuple else {
            try _visitErasedViewList(value, &visitor)
            return
        }
        for child in mirror.children {
            try _visitErasedViewList(child.value, &visitor)
        }
    }
}

extension ModifiedContent: View where Content: View, Modifier: ViewModifier {
    /// Modified content is primitive.
    public typealias Body = Never

    /// The content, with the modifier applied to each of its items.
    @inlinable
    public func _visitViewList<Visitor: _ViewListVisitor>(_ visitor: inout Visitor) throws(Visitor.Failure) {
        try modifier._visitViewList(content: content, &visitor)
    }
}

extension _ConditionalContent: View where TrueContent: View, FalseContent: View {
    /// Conditional content is primitive.
    public typealias Body = Never

    /// The branch that was taken.
    @inlinable
    public func _visitViewList<Visitor: _ViewListVisitor>(_ visitor: inout Visitor) throws(Visitor.Failure) {
        switch storage {
        case .trueContent(let content): try content._visitViewList(&visitor)
        case .falseContent(let content): try content._visitViewList(&visitor)
        }
    }
}

extension Optional: View where Wrapped: View {
    /// An optional view is primitive: it shows its wrapped view, or nothing.
    public typealias Body = Never

    /// The wrapped view, or nothing.
    @inlinable
    public func _visitViewList<Visitor: _ViewListVisitor>(_ visitor: inout Visitor) throws(Visitor.Failure) {
        if case .some(let wrapped) = self {
            try wrapped._visitViewList(&visitor)
        }
    }
}

extension Group: View where Content: View {
    /// A group is primitive.
    public typealias Body = Never

    /// A sublist of the content's items.
    @inlinable
    public func _visitViewList<Visitor: _ViewListVisitor>(_ visitor: inout Visitor) throws(Visitor.Failure) {
        try visitor.visitSublist(self) { (visitor: inout Visitor) throws(Visitor.Failure) in
            try content._visitViewList(&visitor)
        }
    }
}

extension ForEach: View where Content: View {
    /// A ForEach is primitive.
    public typealias Body = Never

    /// A sublist of one element per datum, each with its id: its offset for a
    /// constant range, else its value at the key path.
    @inlinable
    public func _visitViewList<Visitor: _ViewListVisitor>(_ visitor: inout Visitor) throws(Visitor.Failure) {
        try visitor.visitSublist(self) { (visitor: inout Visitor) throws(Visitor.Failure) in
            switch idGenerator {
            case .keyPath(let keyPath):
                for element in data {
                    try visitor.visitElement(id: element[keyPath: keyPath]) { (visitor: inout Visitor) throws(Visitor.Failure) in
                        try content(element)._visitViewList(&visitor)
                    }
                }
            case .offset:
                var offset = 0
                for element in data {
                    try visitor.visitElement(id: offset) { (visitor: inout Visitor) throws(Visitor.Failure) in
                        try content(element)._visitViewList(&visitor)
                    }
                    offset += 1
                }
            }
        }
    }
}

extension HStack: View, _LayoutView where Content: View {
    /// The laid-out views.
    @inlinable public var _layoutContent: Content { _tree.content }
}

extension VStack: View, _LayoutView where Content: View {
    /// The laid-out views.
    @inlinable public var _layoutContent: Content { _tree.content }
}

extension ZStack: View, _LayoutView where Content: View {
    /// The laid-out views.
    @inlinable public var _layoutContent: Content { _tree.content }
}

extension IDView: View where Content: View {
    /// An identified view is primitive.
    public typealias Body = Never

    /// The identified view; the id does not change the list.
    @inlinable
    public func _visitViewList<Visitor: _ViewListVisitor>(_ visitor: inout Visitor) throws(Visitor.Failure) {
        try content._visitViewList(&visitor)
    }
}

extension Button: View, _LabelledControl where Label: View {
    /// The label.
    @inlinable public var _controlLabel: Label { label }
}

extension Toggle: View, _LabelledControl where Label: View {
    /// The label.
    @inlinable public var _controlLabel: Label { label }
}
