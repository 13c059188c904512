import Render

/// The focus of a running app, kept from frame to frame: which control has it (its index among the
/// last frame's focus targets, and which control that is across frames), what the app keeps about
/// that control between keys, the presentation the focus is kept inside, and the focus as agreed
/// with the `@FocusState` bindings (`FocusTracker+Bindings.swift`).
struct FocusTracker {
    /// The index of the focused control among the last frame's focus targets.
    private(set) var index = 0
    /// Which control has the focus, across frames (nil before a frame gave it one).
    private(set) var identity: FocusIdentity?
    /// What the app keeps about the focused control between keys; afresh when the focus moves.
    private(set) var editing = ControlEditState()
    /// The first focus target the focus may take: inside the presentation on top, when one is shown.
    private(set) var floor = 0
    /// Whether a presentation was shown in the last frame.
    private var wasPresenting = false
    /// The control focused when a presentation appeared: it gets the focus back when the presentation goes.
    private var beforePresentation: FocusIdentity?
    /// The focus as last agreed with the `@FocusState` bindings.
    var bindings = FocusBindingSync()

    /// The focus moved to the control at `index` of `targets`, from the keyboard or a click.
    mutating func move(to index: Int, of targets: [FocusTarget]) {
        self.index = index
        identity = FocusIdentity(targets[index])
        editAfresh()
    }

    /// The focus goes to `target`, found in a part of the screen the next frame draws (a lazy
    /// row not drawn yet): that frame finds its index.
    mutating func follow(_ target: FocusTarget) {
        identity = FocusIdentity(target)
        editAfresh()
    }

    /// The focus starts again at the first control (a presentation dismissed, a destination pushed or left).
    mutating func reset() {
        index = 0
        identity = nil
        editAfresh()
    }

    /// Where the focus goes in a frame painted with `targets` (a frame's focus phase): inside the
    /// presentation on top when one is shown (`presenting`; the screen's root is `screenRoot`),
    /// on its first control when it was not shown before,
    /// back to the control it left when the presentation goes, else on the same control when
    /// controls before it came or went, then where the `@FocusState` bindings ask for it
    /// (`showsFocusBindings`: a view drawn has one). Returns the index; ``settle(at:in:)`` takes it.
    mutating func resolve(in targets: [FocusTarget], presenting: Bool, screenRoot: ObjectIdentifier?, showsFocusBindings: Bool) -> Int {
        floor = presenting ? Self.presentationFloor(in: targets, screenRoot: screenRoot) : 0
        let appeared = presenting && !wasPresenting
        if appeared { beforePresentation = identity }
        if !presenting, wasPresenting {
            identity = beforePresentation ?? identity
            beforePresentation = nil
        }
        wasPresenting = presenting
        // A presentation shown starts the focus on its first control; else the focus stays on
        // the same control when controls before it came or went.
        let kept = appeared ? floor : identity.flatMap { identity in
            // Most frames keep the focused control where it was.
            targets.indices.contains(index) && FocusIdentity(targets[index]) == identity
                ? index : targets.firstIndex { FocusIdentity($0) == identity }
        }
            .flatMap { $0 >= floor ? $0 : nil }
            ?? min(max(index, floor), max(floor, targets.count - 1))
        // `@FocusState` bindings follow the focus, and move it when code sets them.
        return agreeWithBindings(targets, kept: kept, showsFocusBindings: showsFocusBindings)
    }

    /// The frame is painted with the focus at `index` of `targets`: the control there has the
    /// focus (a control newly focused starts with a fresh edit state). Returns which control that is.
    mutating func settle(at index: Int, in targets: [FocusTarget]) -> FocusIdentity? {
        self.index = index
        let now = targets.indices.contains(index) ? FocusIdentity(targets[index]) : nil
        if now != identity { editAfresh() }
        identity = now
        return now
    }

    /// The control focused changes: what was typed into the field left and not yet written is
    /// written (a field of a formatted value), and the next control starts with a fresh state.
    private mutating func editAfresh() {
        let left = editing
        editing = ControlEditState()
        left.commitDraft()
    }

    /// The index of the first focus target inside the presentation on top: a shown sheet or alert
    /// keeps the focus inside it.
    private static func presentationFloor(in targets: [FocusTarget], screenRoot: ObjectIdentifier?) -> Int {
        guard let screenRoot else { return 0 }
        guard let top = targets.last?.source?.presentationRootIdentity, top != screenRoot else { return targets.count }
        var floor = targets.count
        while floor > 0, targets[floor - 1].source?.presentationRootIdentity == top { floor -= 1 }
        return floor
    }
}
