import Builders
import Foundation
import ScriptSyntax

// Row deletion.

extension ModifierEntry {
    /// `ForEach(…) { … }.onDelete(perform:)`: the action receives the offsets as an array of
    /// integers (`items.remove(atOffsets: offsets)`); it runs when the file runs live.
    static let onDelete = ModifierEntry(name: "onDelete", labels: ["perform"], unlabelled: 1) { call in
        guard call.view is any DynamicViewContent else {
            throw Diagnostic(location: call.arguments.location, message: "expected a ForEach before .onDelete(perform:), found \(String(describing: type(of: call.view)).prefix(60))")
        }
        let argument = call.arguments.named("perform") ?? call.arguments.unlabelled(0)
        var action: ((IndexSet) -> Void)?
        if let argument, case .null = argument.value {
            action = nil
        } else {
            action = try call.evaluator.liveAction(argument) { offsets in [(nil, .array(offsets.map { .int($0) }))] }
        }
        func open(_ view: some View) -> any View { ModifiedContent(content: view, modifier: _TraitWritingModifier<OnDeleteTraitKey>(value: action)) }
        return open(call.view)
    }
}
