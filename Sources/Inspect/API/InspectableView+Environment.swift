import Builders

/// A running app's answer to which environment a view is in (its root's environment, the
/// modifiers above the view, the focus, and what dismisses the view).
package protocol EnvironmentResolver: AnyObject {
    /// The environment `view` is in.
    func environment(of view: InspectableView) -> EnvironmentValues
}

/// Where a view is presented: the innermost sheet, cover, popover or pushed destination it is
/// in, found from the view up, with what dismisses it. `dismiss` and `isPresented` of the view's
/// environment follow from it.
package struct PresentationPlace {
    /// What the view is in.
    package enum Kind: Equatable {
        /// A presentation (a sheet, cover or popover) or a destination pushed by a binding
        /// (`navigationDestination(isPresented:)`, `item:`): dismissing it sets its binding false.
        case presentation
        /// The destination of a NavigationLink: dismissing it sets the link's `isActive` binding
        /// false, if it has one (a running app also goes back).
        case linkDestination
    }

    /// What the view is in.
    package let kind: Kind
    /// The path of the presentation (or the link) from its root: what names it from frame to frame.
    package let path: String
    /// The binding that shows the presentation (a link's `isActive`), if it has one.
    private let binding: Binding<Bool>?
    /// What the presentation runs when it is dismissed.
    private let onDismiss: (() -> Void)?

    /// The place of the presentation `presenter` (a presentation modifier, or a link) at `path`.
    /// Only the presenter's binding and `onDismiss` are kept, never the presenter: a view in the
    /// presentation holds its place in its environment, and the presenter may hold that view.
    init(kind: Kind, presenter: Any, path: String) {
        self.kind = kind
        self.path = path
        switch kind {
        case .presentation:
            binding = Self.isPresentedBinding(of: presenter)
            onDismiss = (MirrorReader.descendant(presenter, "onDismiss") as? (() -> Void)?) ?? nil
        case .linkDestination:
            binding = MirrorReader.descendant(presenter, "_isActive", "binding") as? Binding<Bool>
            onDismiss = nil
        }
    }

    /// Whether views of `kind` present the views below them (their values are kept on the way).
    static func presents(_ kind: ViewKind) -> Bool {
        switch kind {
        case .sheet, .fullScreenCover, .popover, .navigationDestination, .navigationLink: true
        default: false
        }
    }

    /// The binding that shows a presentation: `isPresented`, or SwiftUI's `_isPresented` of a
    /// pushed destination.
    package static func isPresentedBinding(of presenter: Any) -> Binding<Bool>? {
        (MirrorReader.descendant(presenter, "isPresented") ?? MirrorReader.descendant(presenter, "_isPresented")) as? Binding<Bool>
    }

    /// Dismisses the presentation as a user would: its binding set false and its `onDismiss`
    /// run; a link's `isActive` binding set false.
    package func dismiss() {
        switch kind {
        case .presentation:
            guard let binding, binding.wrappedValue else { return }
            binding.wrappedValue = false
            onDismiss?()
        case .linkDestination:
            binding?.wrappedValue = false
        }
    }
}

extension InspectableView {
    /// The innermost presentation or link destination the view is in, or nil.
    package var presentationPlace: PresentationPlace? {
        var node: PathNode? = pathNode
        var below: PathNode?
        while let current = node {
            if let presenter = current.presenter {
                if current.kind != .navigationLink {
                    return PresentationPlace(kind: .presentation, presenter: presenter, path: current.path(types: context.types))
                }
                if below?.stepName == "destination" {
                    return PresentationPlace(kind: .linkDestination, presenter: presenter, path: current.path(types: context.types))
                }
            }
            below = current
            node = current.parent
        }
        return nil
    }

    /// The environment the view is in: in a running app, the app's (``EnvironmentResolver``);
    /// else the default values with the modifiers above the view applied, and `dismiss` and
    /// `isPresented` set for the presentation the view is in.
    package var environmentValues: EnvironmentValues {
        if let resolver = context.resolver as? any EnvironmentResolver { return resolver.environment(of: self) }
        var top = pathNode
        while let above = top.parent { top = above }
        var values = environment(from: context.handedEnvironment(ofRoot: top) ?? EnvironmentValues())
        if let place = presentationPlace {
            values.isPresented = true
            values.dismiss = DismissAction(identity: AnyHashable(place.path)) { place.dismiss() }
        }
        return values
    }

    /// `root` with the environment-writing modifiers on the way from the root to this view
    /// (its own included) applied, outer first.
    package func environment(from root: EnvironmentValues) -> EnvironmentValues {
        var values = root
        for modifier in modifiersFromRoot {
            (modifier as? any _EnvironmentApplying)?._apply(to: &values)
        }
        return values
    }
}
