/// A view whose content is made again for each entry of a schedule, as SwiftUI's `TimelineView`:
/// its `schedule`, and the closure at `content` that takes a ``TimelineViewDefaultContext``.
///
/// Nothing redraws on its schedule on Linux: the content is made for the date it is drawn at.
public struct TimelineView<Schedule: TimelineSchedule, Content> {
    /// What the content of a timeline view is made from: the entry's date and the cadence.
    public typealias Context = TimelineViewDefaultContext

    /// When the content is made again.
    package var schedule: Schedule
    /// Makes the content for an entry.
    package var content: (Context) -> Content

    /// A view of `content` following `schedule`. (A factory, not an init, so that a trailing
    /// closure never binds here.)
    package static func make(schedule: Schedule, content: @escaping (Context) -> Content) -> TimelineView {
        TimelineView(schedule: schedule, content: content)
    }
}
