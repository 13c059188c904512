/// Calls `work` on `value`, where `work` reads a main-actor requirement (a view's or a modifier's
/// `body`, a style's `makeBody`, a scene's `body`), from the package's machinery that walks trees.
///
/// `View`, `ViewModifier`, `App`, `Scene` and the styles are main-actor isolated, as SwiftUI
/// declares them, so that an app's views use its `@MainActor` models as they do with SwiftUI; and
/// `inspect()`, where a test starts, is isolated to the main actor too, as ViewInspector's is. The
/// walks between an entry point and a body are not isolated: they are shared with code that reads
/// no body, and the package's tools (the renderer, a running app, the reader) each walk a tree
/// from the one thread that owns it. They read bodies here, on that thread, as the entry point's
/// isolation promised or as the tool's thread owns the tree.
@usableFromInline
package func onMainActor<Value, Result>(_ value: Value, _ work: @MainActor (Value) throws -> Result) rethrows -> Result {
    try withoutActuallyEscaping(work) { work in
        try unsafeBitCast(work, to: ((Value) throws -> Result).self)(value)
    }
}
