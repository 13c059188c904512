import Builders

/// The labels of the items, made once so that building a tree costs no formatting.
let labels = (0..<100_000).map { "Item \($0)" }

/// A ForEach of `count` tagged Texts.
@MainActor func flatWorkload(count: Int) -> ForEach<Range<Int>, Int, ModifiedContent<Text, _TraitWritingModifier<TagValueTraitKey<Int>>>> {
    ForEach(0..<count) { i in Text(labels[i]).tag(i) }
}

/// The leaf of the balanced tree: a tagged Text with three modifiers.
typealias Leaf = ModifiedContent<ModifiedContent<ModifiedContent<Text, _TraitWritingModifier<TagValueTraitKey<Int>>>, _PaddingLayout>, _OpacityEffect>

/// A balanced tree of 10 × 100 × 100 = 100,000 leaves, built with ForEach for
/// breadth and Groups for depth, each leaf with three modifiers.
@MainActor func balancedWorkload() -> ForEach<Range<Int>, Int, Group<ForEach<Range<Int>, Int, Group<ForEach<Range<Int>, Int, Leaf>>>>> {
    ForEach(0..<10) { a in
        Group {
            ForEach(0..<100) { b in
                Group {
                    ForEach(0..<100) { c in
                        let n = a * 10_000 + b * 100 + c
                        Text(labels[n]).tag(n).padding(1).opacity(0.5)
                    }
                }
            }
        }
    }
}

/// A static tree (compiled types, no ForEach or custom views) of 100 tagged
/// leaves in ten stacks, for comparing dumps: the standard library's dump sees all of it.
@ViewBuilder func staticTree() -> some View {
    VStack {
        row(0); row(10); row(20); row(30); row(40)
        row(50); row(60); row(70); row(80); row(90)
    }
}

/// Ten tagged Texts in an HStack.
@ViewBuilder func row(_ base: Int) -> some View {
    HStack {
        Text(labels[base]).tag(base); Text(labels[base + 1]).tag(base + 1); Text(labels[base + 2]).tag(base + 2)
        Text(labels[base + 3]).tag(base + 3); Text(labels[base + 4]).tag(base + 4); Text(labels[base + 5]).tag(base + 5)
        Text(labels[base + 6]).tag(base + 6); Text(labels[base + 7]).bold().tag(base + 7); Text(labels[base + 8]).tag(base + 8)
        Text(labels[base + 9]).tag(base + 9).padding()
    }
}
