import Builders
import ScriptSyntax

extension ModifierEntry {
    /// `.refreshable { await model.reload() }`: live, the action runs as a task of its own on the
    /// app's thread when the user refreshes (as a `task` modifier's body does).
    static let refreshable = ModifierEntry(name: "refreshable", labels: ["action"], unlabelled: 1) { call in
        let action = try call.evaluator.liveTask(call.arguments.named("action") ?? call.arguments.unlabelled(0))
        return call.modified { $0.refreshable(action: action) }
    }
}
