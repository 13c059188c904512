import Builders

/// Evaluates the bodies Mirror cannot: a custom view's `body` and a custom
/// modifier's `body(content:)`, through an opened generic function.
package enum CustomBody {
    /// The body of a custom view, or nil for a primitive (`Body == Never`) or a non-view.
    package static func body(of value: Any) -> Any? {
        if let inspectable = value as? any CustomInspectable { return content(of: inspectable) }
        guard let view = value as? any View else {
            // A custom modifier inspected on its own (`modifier.inspect()`): its body, with a
            // stand-in for the content it is not applied to.
            guard let modifier = value as? any ViewModifier else { return nil }
            return body(ofModifier: modifier)
        }
        return body(ofView: view)
    }

    private static func body<M: ViewModifier>(ofModifier modifier: M) -> Any? {
        guard M.Body.self != Never.self else { return nil }
        return onMainActor(modifier) { $0.body(content: _ViewModifier_Content<M>(content: nil)) }
    }

    private static func content<C: CustomInspectable>(of view: C) -> Any {
        onMainActor(view) { $0.customInspectableContent }
    }

    private static func body<V: View>(ofView view: V) -> Any? {
        V.Body.self == Never.self ? nil : onMainActor(view) { $0.body }
    }

    /// The body of a custom modifier applied to `content`, or nil for a primitive modifier.
    static func body(of modifier: Any, content: Any) -> Any? {
        guard let modifier = modifier as? any ViewModifier else { return nil }
        return body(ofModifier: modifier, content: content)
    }

    private static func body<M: ViewModifier>(ofModifier modifier: M, content: Any) -> Any? {
        guard M.Body.self != Never.self else { return nil }
        let placeholder = _ViewModifier_Content<M>(content: AnyView(storage: AnyViewStorage(content)))
        return onMainActor((modifier, placeholder)) { $0.0.body(content: $0.1) }
    }

    /// Whether `type` is a ViewModifier with a body of its own.
    static func isCustomModifierType(_ type: Any.Type) -> Bool {
        guard let modifier = type as? any ViewModifier.Type else { return false }
        return hasBody(modifier)
    }

    private static func hasBody<M: ViewModifier>(_ type: M.Type) -> Bool {
        M.Body.self != Never.self
    }

    /// Whether `type` is a View with a body of its own: an app's view, even when its name is a
    /// built-in kind's (`struct EmptyView: View` nested in an app's type).
    static func isCustomViewType(_ type: Any.Type) -> Bool {
        guard let view = type as? any View.Type else { return false }
        return hasBody(view)
    }

    private static func hasBody<V: View>(_ type: V.Type) -> Bool {
        V.Body.self != Never.self
    }

    /// Whether `value` is a custom view (it has a body of its own).
    static func isCustomView(_ value: Any) -> Bool {
        if value is any CustomInspectable { return true }
        guard let view = value as? any View else { return false }
        return hasBody(view)
    }

    private static func hasBody<V: View>(_ view: V) -> Bool {
        V.Body.self != Never.self
    }
}
