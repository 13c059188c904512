import Builders
import ScriptSyntax

// MARK: `.alert(isPresented:content:)` with an `Alert` value, read from view
// code: the closure returns `Alert(title:message:dismissButton:)` or
// `Alert(title:message:primaryButton:secondaryButton:)`, each button `.default(_:action:)`,
// `.cancel()`, `.cancel(_:action:)` or `.destructive(_:action:)`.

enum AlertReader {
    /// The view `call` modifies with `alert(isPresented:content:)`.
    static func alert(_ call: ModifierCall) throws -> any View {
        guard let isPresented = try call.named("isPresented", Convert.binding(of: Convert.bool)) else {
            throw call.missing("'isPresented:', as isPresented: .constant(true)")
        }
        guard let argument = call.arguments.named("content") ?? call.arguments.unlabelled(0) else {
            throw call.missing("a closure returning an Alert, as .alert(isPresented: .constant(true)) { Alert(title: Text(\"Title\")) }")
        }
        let alert = try self.alert(in: argument, call.evaluator)
        return call.modified { $0.alert(isPresented: .constant(isPresented)) { alert } }
    }

    /// The view `call` modifies with `actionSheet(isPresented:content:)`, whose closure returns
    /// `ActionSheet(title:message:buttons:)`.
    static func actionSheet(_ call: ModifierCall) throws -> any View {
        guard let isPresented = try call.named("isPresented", Convert.binding(of: Convert.bool)) else {
            throw call.missing("'isPresented:', as isPresented: .constant(true)")
        }
        guard let argument = call.arguments.named("content") ?? call.arguments.unlabelled(0) else {
            throw call.missing("a closure returning an ActionSheet, as .actionSheet(isPresented: .constant(true)) { ActionSheet(title: Text(\"Title\")) }")
        }
        let inner = try returned(by: argument, call.evaluator, what: "ActionSheet", example: "ActionSheet(title: Text(\"Title\"))")
        var title: Text?, message: Text?, buttons: [Alert.Button]?
        for argument in inner.arguments {
            switch argument.label {
            case "title": title = try text(argument.value, call.evaluator)
            case "message": message = try text(argument.value, call.evaluator)
            case "buttons":
                guard case .array(let elements, _) = argument.value else {
                    throw Diagnostic(location: argument.location, message: "expected an array of buttons such as [.default(Text(\"Share\")), .cancel()]")
                }
                buttons = try elements.map { try button($0, call.evaluator) }
            default:
                throw Diagnostic(location: argument.location, message: "ActionSheet takes title:, message: and buttons:, found '\(argument.label ?? "_")'")
            }
        }
        guard let title else { throw Diagnostic(location: inner.location, message: "ActionSheet needs 'title:', as ActionSheet(title: Text(\"Title\"))") }
        let sheet = buttons.map { ActionSheet(title: title, message: message, buttons: $0) } ?? ActionSheet(title: title, message: message)
        return call.modified { $0.actionSheet(isPresented: .constant(isPresented)) { sheet } }
    }

    /// The call to `what` a closure `{ What(…) }` (or `{ return What(…) }`) returns; the closure is content, not an action.
    private static func returned(by argument: Argument, _ evaluator: Evaluator, what: String, example: String) throws -> Call {
        var expression = argument.value
        if case .closure(let closure) = expression, closure.body.count == 1 {
            evaluator.usedClosures.insert(LocationKey(closure.location))
            switch closure.body[0] {
            case .expression(let inner): expression = inner
            case .returning(let inner?, _): expression = inner
            default: break
            }
        }
        guard case .call(let call) = expression, case .identifier(what, _) = call.callee else {
            throw Diagnostic(location: expression.location, message: "expected an \(what) such as \(example), the closure's one expression")
        }
        return call
    }

    /// The `Alert(…)` a closure `{ Alert(…) }` (or `{ return Alert(…) }`) returns.
    private static func alert(in argument: Argument, _ evaluator: Evaluator) throws -> Alert {
        let call = try returned(by: argument, evaluator, what: "Alert", example: "Alert(title: Text(\"Title\"))")
        var title: Text?, message: Text?, dismiss: Alert.Button?, primary: Alert.Button?, secondary: Alert.Button?
        for argument in call.arguments {
            switch argument.label {
            case "title": title = try text(argument.value, evaluator)
            case "message": message = try text(argument.value, evaluator)
            case "dismissButton": dismiss = try button(argument.value, evaluator)
            case "primaryButton": primary = try button(argument.value, evaluator)
            case "secondaryButton": secondary = try button(argument.value, evaluator)
            default:
                throw Diagnostic(location: argument.location, message: "Alert takes title:, message:, dismissButton:, primaryButton: and secondaryButton:, found '\(argument.label ?? "_")'")
            }
        }
        guard let title else { throw Diagnostic(location: call.location, message: "Alert needs 'title:', as Alert(title: Text(\"Title\"))") }
        if primary != nil || secondary != nil {
            guard let primary, let secondary, dismiss == nil else {
                throw Diagnostic(location: call.location, message: "Alert takes 'primaryButton:' and 'secondaryButton:' together, without 'dismissButton:'")
            }
            return Alert(title: title, message: message, primaryButton: primary, secondaryButton: secondary)
        }
        return Alert(title: title, message: message, dismissButton: dismiss)
    }

    private static func text(_ expression: Expr, _ evaluator: Evaluator) throws -> Text {
        try Convert.title(try evaluator.evaluate(expression), at: expression.location)
    }

    /// `.default(Text("OK"), action: { … })`, `.cancel()`, `.cancel(Text("No"))`, `.destructive(Text("Delete")) { … }`.
    private static func button(_ expression: Expr, _ evaluator: Evaluator) throws -> Alert.Button {
        guard case .call(let call) = expression, case .implicitMember(let style, _) = call.callee,
              ["default", "cancel", "destructive"].contains(style) else {
            throw Diagnostic(location: expression.location, message: "expected an alert button such as .default(Text(\"OK\")), .cancel() or .destructive(Text(\"Delete\"))")
        }
        let arguments = Arguments(list: call.arguments, callee: ".\(style)", location: call.location)
        let label = try arguments.unlabelled(0).flatMap { $0.isClosure ? nil : try text($0.value, evaluator) }
        let actionArgument = arguments.named("action") ?? arguments.list.first { $0.label == nil && $0.isClosure }
        if let actionArgument, case .closure(let closure) = actionArgument.value {
            // Checked as every action of view code is (a Button's), then run live when the file runs.
            try evaluator.recordAction(closure, scope: evaluator.scope)
        }
        let action = try evaluator.liveAction(actionArgument)
        switch (style, label) {
        case ("cancel", nil): return .cancel(action)
        case ("cancel", let label?): return .cancel(label, action: action)
        case (_, nil): throw Diagnostic(location: call.location, message: "the alert button .\(style) needs its label, as .\(style)(Text(\"OK\"))")
        case ("destructive", let label?): return .destructive(label, action: action)
        case (_, let label?): return .default(label, action: action)
        }
    }
}
