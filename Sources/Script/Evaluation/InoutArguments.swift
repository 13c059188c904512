import ScriptSyntax

// `&value` passed to an `inout` parameter (of a function of the files, or of a closure whose
// type says `inout`): the callee works on a cell holding the value, and each write to the
// parameter is written back to `value` where the call was made, as Swift's copy-in, copy-out
// gives when nothing else reaches `value` during the call.
extension Evaluator {
    /// The argument `&target`: a cell holding `target`'s value, whose writes are stored back
    /// into `target` in the scope of the call.
    func inoutArgument(_ target: Expr) throws -> Value {
        let cell = Cell(try evaluate(target).bound)
        cell.isInoutArgument = true
        let callerScope = scope
        cell.didChange = { [weak self, unowned cell] in
            guard let self else { return }
            let calleeScope = scope
            scope = callerScope
            defer { scope = calleeScope }
            do {
                try assign(cell.value, to: target, at: target.location)
            } catch {
                live?.report(error)
            }
        }
        return .binding(cell)
    }

    /// Binds a parameter to `value`: an inout argument binds its value, and its cell as `$name`
    /// so that assigning to the parameter writes through (``assign(_:to:at:)``).
    static func bindParameter(_ name: String, to value: Value, in bindings: inout [String: Value]) {
        if case .binding(let cell) = value, cell.isInoutArgument {
            bindings[name] = cell.value
            bindings["$" + name] = value
        } else {
            bindings[name] = value
        }
    }
}
