extension TimelineView where Content: View {
    /// A view whose content `content` makes again for each entry of `schedule` (on Linux, for
    /// the date it is drawn at).
    public init(_ schedule: Schedule, @ViewBuilder content: @escaping (Context) -> Content) {
        self = .make(schedule: schedule, content: content)
    }
}

extension TimelineView: View, _PrimitiveView where Content: View {}
