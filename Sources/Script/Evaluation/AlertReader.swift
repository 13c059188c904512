import Builders

// MARK: session 4, vocab — `.alert(isPresented:content:)` with an `Alert` value, read from view
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

    /// The `Alert(…)` a closure `{ Alert(…) }` (or `{ return Alert(…) }`) returns.
    private static func alert(in argument: Argument, _ evaluator: Evaluator) throws -> Alert {
        var expression = argument.value
        if case .closure(let closure) = expression, closure.body.count == 1 {
            evaluator.usedClosures.insert(LocationKey(closure.location))
            switch closure.body[0] {
            case .expression(let inner): expression = inner
            case .returning(let inner?, _): expression = inner
            default: break
            }
        }
        guard case .call(let call) = expression, case .identifier("Alert", _) = call.callee else {
            throw Diagnostic(location: expression.location, message: "expected an Alert such as Alert(title: Text(\"Title\")), the closure's one expression")
        }
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
        try ModifierEntries.text(try evaluator.evaluate(expression), at: expression.location)
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
