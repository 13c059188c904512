import Builders
import ScriptSyntax

// Long presses. A terminal has no press to hold, so a running app never runs the action; the
// inspector runs it (`callOnLongPressGesture()`).

extension ModifierEntry {
    /// `.onLongPressGesture { … }`, `.onLongPressGesture(minimumDuration: 1, perform: { … })`,
    /// `.onLongPressGesture(minimumDuration: 1) { … } onPressingChanged: { pressing in … }`.
    static let onLongPressGesture = ModifierEntry(
        name: "onLongPressGesture", labels: ["minimumDuration", "maximumDistance", "perform", "onPressingChanged", "pressing"], unlabelled: 1
    ) { call in
        let duration = try call.named("minimumDuration", Convert.double) ?? 0.5
        let distance = try call.named("maximumDistance", Convert.length) ?? 10
        guard let performArgument = call.arguments.named("perform") ?? call.arguments.unlabelled(0) else { throw call.missing("an action, as .onLongPressGesture { … }") }
        let action = try call.evaluator.liveAction(performArgument)
        guard let pressingArgument = call.arguments.named("onPressingChanged") ?? call.arguments.named("pressing") else {
            return call.modified { $0.onLongPressGesture(minimumDuration: duration, maximumDistance: distance, perform: action) }
        }
        let pressing = try call.evaluator.liveAction(taking: pressingArgument)
        return call.modified {
            $0.onLongPressGesture(minimumDuration: duration, maximumDistance: distance, perform: action, onPressingChanged: { pressing([.bool($0)]) })
        }
    }
}
