import Builders

/// A view as ViewInspector's `content` gives it: the view itself, and the modifiers applied to it
/// sorted as ViewInspector sorts them. It exists so that tests written against ViewInspector
/// (`sut.content.view as? Text`, `sut.content.medium.viewModifiers.count`) read the same here;
/// ``InspectableView/erasedValue`` and the modifier verbs are the package's own spellings.
public struct InspectedContent {
    /// The view, with its modifiers and id peeled off.
    public let view: Any
    /// The modifiers applied to it.
    public let medium: Medium

    /// The content of `view` with `medium`'s modifiers.
    public init(view: Any, medium: Medium) {
        self.view = view
        self.medium = medium
    }

    /// The modifiers of a view, in the groups ViewInspector keeps.
    public struct Medium {
        /// The view's own modifiers that are neither environment writers nor passed down to the
        /// views inside.
        public let viewModifiers: [Any]
        /// The modifiers on this view and the views above it that every view inside inherits:
        /// `allowsHitTesting`, `disabled`, `hidden`, `labelsHidden`, `flipsForRightToLeftLayoutDirection`.
        public let transitiveViewModifiers: [Any]
        /// The view's own modifiers that write an environment value (`environment(\.font, …)`).
        public let environmentModifiers: [Any]
        /// The objects the view's own modifiers place in the environment (`environmentObject(_:)`).
        public let environmentObjects: [AnyObject]

        /// The groups of modifiers given.
        public init(viewModifiers: [Any] = [], transitiveViewModifiers: [Any] = [], environmentModifiers: [Any] = [], environmentObjects: [AnyObject] = []) {
            self.viewModifiers = viewModifiers
            self.transitiveViewModifiers = transitiveViewModifiers
            self.environmentModifiers = environmentModifiers
            self.environmentObjects = environmentObjects
        }

        /// No modifiers.
        public static var empty: Medium { Medium() }

        /// These modifiers followed, group by group, by `other`'s.
        public func appending(_ other: Medium) -> Medium {
            Medium(
                viewModifiers: viewModifiers + other.viewModifiers,
                transitiveViewModifiers: transitiveViewModifiers + other.transitiveViewModifiers,
                environmentModifiers: environmentModifiers + other.environmentModifiers,
                environmentObjects: environmentObjects + other.environmentObjects)
        }
    }
}

extension InspectableView {
    /// A cursor on `content`'s view, with `content`'s view modifiers, as ViewInspector's
    /// `InspectableView(content, parent:index:)`: below `parent` (at `index` among its children) when
    /// one is given, else the root of an inspection of its own. A block of several views is a
    /// `tupleView` of them.
    public convenience init(_ content: InspectedContent, parent: InspectableView?, index: Int?) throws {
        let context = parent?.context ?? InspectionContext(strategy: .ownTypes)
        var views: [Seed] = []
        context.flatten(Seed(value: content.view), into: &views)
        var seed = views.count == 1 ? views[0] : Seed(value: content.view, kind: .tupleView)
        if views.count != 1 { seed.kind = .tupleView }
        let own = InspectableView(seed: seed, index: index, parent: parent?.pathNode, context: context)
        let modifiers = content.medium.viewModifiers + own.modifierValues
        self.init(
            value: own.value, kind: own.kind, modifierValues: modifiers, ids: own.ids, implicitTag: own.implicitTag,
            pathNode: own.pathNode, context: context)
        if parent == nil { context.rootValues[ObjectIdentifier(pathNode)] = (pathNode, content.view) }
    }

    /// The view and its modifiers, as ViewInspector's `content`.
    public var content: InspectedContent {
        var own: [Any] = []
        var environment: [Any] = []
        var objects: [AnyObject] = []
        // A block's modifiers (`.padding()` on `Text("a"); Text("b")`) are the block's view
        // modifiers, as ViewInspector counts them, though SwiftUI applies them to each view.
        let blockModifiers = pathNode.blockModifierCount
        for (position, modifier) in modifierValues.enumerated() {
            let name = context.types.baseName(of: type(of: modifier))
            if let object = Self.environmentObject(in: modifier, named: name) {
                objects.append(object)
            } else if name == "SubscriptionView" {
                // `onReceive` wraps its view in a SubscriptionView, not a ModifiedContent: no view modifier.
                continue
            } else if Self.environmentModifierNames.contains(name), !isTransitive(modifier) {
                environment.append(modifier)
            } else if !isTransitive(modifier), position < modifierValues.count - blockModifiers {
                own.append(modifier)
            }
        }
        var inherited: [Any] = []
        var node: PathNode? = pathNode
        while let current = node {
            inherited.insert(contentsOf: current.modifiers.filter(isTransitive), at: 0)
            node = current.parent
        }
        return InspectedContent(
            view: value,
            medium: .init(viewModifiers: own, transitiveViewModifiers: inherited, environmentModifiers: environment, environmentObjects: objects))
    }

    /// Every modifier applied to the view, first applied first, for readers outside the module
    /// (ViewInspector's `modifierAttribute`).
    package var appliedModifiers: [Any] { modifierValues }

    private static let environmentModifierNames: Set<String> = ["_EnvironmentKeyWritingModifier", "_EnvironmentKeyTransformModifier"]

    /// Modifiers every view inside inherits, by their SwiftUI type names; a `disabled(_:)` is an
    /// environment transform of `isEnabled`.
    private func isTransitive(_ modifier: Any) -> Bool {
        let full = context.types.fullName(of: type(of: modifier))
        let name = context.types.baseName(of: type(of: modifier))
        if ["_HiddenModifier", "_FlipForRTLEffect", "_AllowsHitTestingModifier", "LabelsHiddenModifier"].contains(name) { return true }
        if full.hasPrefix("_PreferenceWritingModifier<PreferredColorSchemeKey") || full.hasPrefix("_LabeledViewStyleModifier<HiddenLabel") { return true }
        return name == "_EnvironmentKeyTransformModifier"
            && MirrorReader.descendant(modifier, path: "keyPath") as? WritableKeyPath<EnvironmentValues, Bool> == \EnvironmentValues.isEnabled
    }

    /// The object an `environmentObject(_:)` modifier places, if `modifier` is one.
    private static func environmentObject(in modifier: Any, named name: String) -> AnyObject? {
        guard name == "_EnvironmentKeyWritingModifier" || name.hasPrefix("EnvironmentObject") else { return nil }
        guard let value = MirrorReader.descendant(modifier, path: "value") else { return nil }
        let mirror = Mirror(reflecting: value)
        let unwrapped: Any? = mirror.displayStyle == .optional ? mirror.children.first?.value : value
        guard let unwrapped, Mirror(reflecting: unwrapped).displayStyle == .class else { return nil }
        return unwrapped as AnyObject
    }
}
