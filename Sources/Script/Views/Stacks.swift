import Builders

// The three stacks: the content, an alignment of the stack's axis and, for the two
// linear ones, a spacing.

extension ViewEntry {
    /// `HStack(alignment:spacing:) { … }`.
    static let hStack = ViewEntry(name: "HStack", labels: ["alignment", "spacing", "content"], unlabelled: 1) { call in
        let alignment = try call.named("alignment", Convert.vertical) ?? .center
        let spacing = try call.named("spacing", Convert.optionalLength) ?? nil
        return TypedBuilders.hStack(try call.content(), alignment: alignment, spacing: spacing)
    }

    /// `VStack(alignment:spacing:) { … }`.
    static let vStack = ViewEntry(name: "VStack", labels: ["alignment", "spacing", "content"], unlabelled: 1) { call in
        let alignment = try call.named("alignment", Convert.horizontal) ?? .center
        let spacing = try call.named("spacing", Convert.optionalLength) ?? nil
        return TypedBuilders.vStack(try call.content(), alignment: alignment, spacing: spacing)
    }

    /// `ZStack(alignment:) { … }`.
    static let zStack = ViewEntry(name: "ZStack", labels: ["alignment", "content"], unlabelled: 1) { call in
        let alignment = try call.named("alignment", Convert.alignment) ?? .center
        return TypedBuilders.zStack(try call.content(), alignment: alignment)
    }
}

extension TypedBuilders {
    static func hStack(_ content: any View, alignment: VerticalAlignment, spacing: CGFloat?) -> any View {
        func open<C: View>(_ content: C) -> any View { HStack(alignment: alignment, spacing: spacing) { content } }
        return open(content)
    }

    static func vStack(_ content: any View, alignment: HorizontalAlignment, spacing: CGFloat?) -> any View {
        func open<C: View>(_ content: C) -> any View { VStack(alignment: alignment, spacing: spacing) { content } }
        return open(content)
    }

    static func zStack(_ content: any View, alignment: Alignment) -> any View {
        func open<C: View>(_ content: C) -> any View { ZStack(alignment: alignment) { content } }
        return open(content)
    }
}
