import Builders

extension KindDescriptor {
    /// ProgressView: a control named by its label (`labelView()`), with a view of its current
    /// value (`currentValueLabelView()`).
    static let progressView = KindDescriptor(
        kind: .progressView, typeNames: ["ProgressView"], listRole: .control,
        supplementaryPaths: [
            ("labelView", "base|custom|label|some"), ("currentValueLabelView", "base|custom|currentValueLabel|some"),
        ])
}

extension InspectableView {
    /// The ProgressView at `index`.
    public func progressView(_ index: Int? = nil) throws -> InspectableView { try child(.progressView, index) }

    /// A ProgressView's view of its current value, as ViewInspector's `currentValueLabelView()`.
    public func currentValueLabelView() throws -> InspectableView {
        try supplementary("currentValueLabelView")
    }

    /// The fraction of a ProgressView's work done, 0 to 1, or nil while it is indeterminate,
    /// as ViewInspector's `fractionCompleted()`.
    public func fractionCompleted() throws -> Double? {
        try expect([.progressView], "fractionCompleted()")
        if let observing = MirrorReader.descendant(value, "base", "observing") {
            // A Foundation Progress (ViewInspector reads only `base|custom`; its fraction is read here too).
            guard let progress = Self.progress(in: observing) else {
                throw InspectionError.attributeNotFound("a Progress at base|observing|progress", in: fullTypeName, path: place)
            }
            return progress.isIndeterminate ? nil : Swift.min(Swift.max(progress.fractionCompleted, 0), 1)
        }
        guard let custom = MirrorReader.descendant(value, "base", "custom") else {
            throw InspectionError.attributeNotFound("a progress at base|custom", in: fullTypeName, path: place)
        }
        if let stored = MirrorReader.descendant(custom, "value", "absolute", "fractionCompleted"), let fraction = stored as? Double? {
            return fraction
        }
        guard let stored = MirrorReader.descendant(custom, "fractionCompleted"), let fraction = stored as? Double? else {
            throw InspectionError.attributeNotFound("a Double? at base|custom|fractionCompleted", in: fullTypeName, path: place)
        }
        return fraction
    }

    /// The Foundation `Progress` a `ProgressView(progress)` shows, as ViewInspector's `progress()`.
    /// A progress view of a value throws: it has none.
    public func progress() throws -> Progress {
        try expect([.progressView], "progress()")
        guard let observing = MirrorReader.descendant(value, "base", "observing"), let progress = Self.progress(in: observing) else {
            throw InspectionError.attributeNotFound("a Progress at base|observing|progress", in: fullTypeName, path: place)
        }
        return progress
    }

    /// The Progress of an observing progress view: `progress`, or SwiftUI's observed `_progress|wrappedValue|base`.
    private static func progress(in observing: Any) -> Progress? {
        (MirrorReader.descendant(observing, "progress") ?? MirrorReader.descendant(observing, path: "_progress|wrappedValue|base")) as? Progress
    }
}
