import Builders
import ScriptSyntax

// A sheet's detents, drag indicator and swipe to dismiss, the toolbar's role, the status bar and
// sensory feedback: recorded for the inspector (a terminal draws a sheet over the screen, has no
// status bar and plays no feedback).

extension ModifierEntry {
    /// `.presentationDetents([.medium, .large])`, `[.fraction(0.25), .height(200)]`.
    static let presentationDetents = ModifierEntry(name: "presentationDetents", unlabelled: 1) { call in
        let argument = try call.first(needing: "detents, as .presentationDetents([.medium, .large])")
        guard case .array(let elements) = try call.value(argument) else {
            throw Diagnostic(location: argument.location, message: "expected a set of detents such as [.medium, .large], found \(try call.value(argument).kindDescription)")
        }
        let detents = try Set(elements.map { try Convert.presentationDetent($0, at: argument.location) })
        return call.modified { $0.presentationDetents(detents) }
    }

    /// `.presentationDragIndicator(.visible)`.
    static let presentationDragIndicator = ModifierEntry(name: "presentationDragIndicator", unlabelled: 1) { call in
        let visibility = try call.first(Convert.member(Convert.visibilities, "a visibility"))
        return call.modified { $0.presentationDragIndicator(visibility) }
    }

    /// `.interactiveDismissDisabled()`, `.interactiveDismissDisabled(isEditing)`.
    static let interactiveDismissDisabled = ModifierEntry(name: "interactiveDismissDisabled", unlabelled: 1) { call in
        let disabled = try call.unlabelled(0, Convert.bool) ?? true
        return call.modified { $0.interactiveDismissDisabled(disabled) }
    }

    /// `.toolbarRole(.editor)`.
    static let toolbarRole = ModifierEntry(name: "toolbarRole", unlabelled: 1) { call in
        let role = try call.first(Convert.member([
            "automatic": ToolbarRole.automatic, "navigationStack": .navigationStack, "browser": .browser, "editor": .editor,
        ], "a toolbar role"))
        return call.modified { $0.toolbarRole(role) }
    }

    /// `.statusBar(hidden: true)`.
    static let statusBar = ModifierEntry(name: "statusBar", labels: ["hidden"]) { call in
        guard let hidden = try call.named("hidden", Convert.bool) else { throw call.missing("hidden: a Bool") }
        return call.modified { $0.statusBar(hidden: hidden) }
    }

    /// `.statusBarHidden()`, `.statusBarHidden(false)`.
    static let statusBarHidden = ModifierEntry(name: "statusBarHidden", unlabelled: 1) { call in
        let hidden = try call.unlabelled(0, Convert.bool) ?? true
        return call.modified { $0.statusBarHidden(hidden) }
    }

    /// `.sensoryFeedback(.success, trigger: count)`.
    static let sensoryFeedback = ModifierEntry(name: "sensoryFeedback", labels: ["trigger"], unlabelled: 1) { call in
        let feedback = try call.first(Convert.member(Convert.sensoryFeedbacks, "a feedback such as .success"))
        guard let trigger = call.arguments.named("trigger") else { throw call.missing("'trigger:', as .sensoryFeedback(.success, trigger: count)") }
        func open<T: Equatable>(_ value: T) -> any View { call.modified { $0.sensoryFeedback(feedback, trigger: value) } }
        switch try call.value(trigger) {
        case .int(let value): return open(value)
        case .double(let value): return open(value)
        case .bool(let value): return open(value)
        case let other where other.isStringLike: return open(other.text ?? "")
        case let other: return open(try Convert.defined(other, at: trigger.location))
        }
    }
}

extension Convert {
    /// A detent: `.medium`, `.large`, `.fraction(0.25)` or `.height(200)`.
    static func presentationDetent(_ value: Value, at location: SourceLocation) throws -> PresentationDetent {
        switch value {
        case .member("medium"): return .medium
        case .member("large"): return .large
        case .memberCall("fraction", let arguments) where arguments.count == 1: return .fraction(try length(arguments[0].value, at: location))
        case .memberCall("height", let arguments) where arguments.count == 1: return .height(try length(arguments[0].value, at: location))
        default: throw Diagnostic(location: location, message: "expected a detent such as .medium or .fraction(0.5), found \(value.kindDescription)")
        }
    }

    /// The feedbacks `SensoryFeedback` names.
    static let sensoryFeedbacks: [String: SensoryFeedback] = [
        "success": .success, "warning": .warning, "error": .error, "selection": .selection, "increase": .increase,
        "decrease": .decrease, "start": .start, "stop": .stop, "alignment": .alignment, "levelChange": .levelChange, "impact": .impact,
    ]
}
