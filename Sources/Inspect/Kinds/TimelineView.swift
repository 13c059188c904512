import Builders
import Foundation

extension KindDescriptor {
    /// TimelineView: one item; the content its closure makes for an entry is reached by
    /// `contentView(_:)`, as in ViewInspector (searches reach the content of a live entry now).
    static let timelineView = KindDescriptor(kind: .timelineView, typeNames: ["TimelineView"], listRole: .leaf)
}

/// A TimelineView seen without its schedule's and content's types: the content for a context.
private protocol TimelineContent {
    func view(for context: TimelineViewDefaultContext) -> Any
}

extension TimelineView: TimelineContent {
    fileprivate func view(for context: TimelineViewDefaultContext) -> Any { content(context) }
}

extension TimelineView: ComputedSupplementaryViews {
    /// The content of a live entry now, reached by the step `contentView`.
    var computedSupplementaryViews: [(step: String, content: Any)] {
        [("contentView", content(TimelineViewDefaultContext(date: DrawingClock.now)))]
    }
}

extension InspectableView {
    /// The TimelineView at `index`.
    public func timelineView(_ index: Int? = nil) throws -> InspectableView { try child(.timelineView, index) }

    /// The content a TimelineView makes for `context` (a live entry now, unless given), as
    /// ViewInspector's `contentView(_:)`; on a popover, the popover itself (ViewInspector's
    /// deprecated spelling); on another view, the view its step `contentView` reaches (the empty
    /// phase of an image loaded from a URL).
    public func contentView(_ context: TimelineViewDefaultContext = TimelineViewDefaultContext()) throws -> InspectableView {
        if kind == .popover { return try contentView(Never.self) }
        guard kind == .timelineView else { return try supplementary("contentView") }
        guard let timeline = value as? any TimelineContent else {
            throw InspectionError.attributeNotFound("content", in: typeName, path: place)
        }
        return supplementaryView("contentView", timeline.view(for: context), index: nil)
    }
}
