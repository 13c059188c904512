import Builders
import ScriptSyntax

extension ModifierEntry {
    /// `.onReceive(timer) { date in … }`: the action runs live with each tick of a timer
    /// publisher (`Timer.publish(every:on:in:).autoconnect()`), from when the view appears.
    static let onReceive = ModifierEntry(name: "onReceive", labels: ["perform"], unlabelled: 2) { call in
        guard let source = call.arguments.unlabelled(0) else { throw call.missing("a publisher, as .onReceive(timer) { date in … }") }
        guard case .swiftValue(let publisher as ReaderTimerPublisher) = try call.value(source) else {
            throw Diagnostic(location: source.location, message: "expected a timer publisher (Timer.publish(every:on:in:).autoconnect()) for onReceive, found \(try call.value(source).kindDescription)")
        }
        let action = try call.evaluator.liveAction(taking: call.arguments.named("perform") ?? call.arguments.unlabelled(1))
        func open(_ view: some View) -> any View { view.onReceive(publisher) { action([.date($0)]) } }
        return open(call.view)
    }
}
