import Builders
import Glibc
import ReflectionUI
import Render
import Runtime
import Terminal

/// Runs `view` full-screen in the terminal with the editors' keys (``EditorKeys``): what
/// `run(_:)` does, plus Esc cancelling a field's uncommitted text.
public func runEditor<Content: View>(_ view: Content, environment: EnvironmentValues = EnvironmentValues()) throws {
    let runtime = ViewRuntime(view, environment: environment)
    EditorKeys.install(on: runtime)
    try TerminalRunner().run(runtime)
}

/// Runs `view` full-screen in the terminal with a live editor of `object` beside it, shown
/// and hidden by `key` (a backquote unless told): any app of the package gets a debug panel
/// by calling this instead of `run(_:)`. The key is taken before the app sees it.
public func runWithDebugPanel<Content: View>(
    _ view: Content, object: AnyObject, key: Key = .character("`"), state: DebugPanelState = DebugPanelState(),
    environment: EnvironmentValues = EnvironmentValues()
) throws {
    let runtime = ViewRuntime(view.debugPanel(object: object, state: state), environment: environment)
    EditorKeys.install(on: runtime)
    var runner = TerminalRunner()
    runner.keyFilter = EditorKeys.debugPanelToggle(key, state: state)
    try runner.run(runtime)
}
