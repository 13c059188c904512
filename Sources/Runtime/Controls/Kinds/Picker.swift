import Builders
import Terminal

extension ControlKeyHandler {
    /// A picker or a tab bar. A segment (segmented style, tabs): ←/→ choose the segment beside
    /// it, Enter or Space choose it. Another style: Enter or Space choose the next option (round
    /// to the first), ←/→ the option before or after (stopping at the ends). A click chooses a
    /// segment, and only focuses a picker of another style (its keys choose).
    public static let selecting = ControlKeyHandler(click: ControlClick { target, _, _ in target.segment == nil ? .focus : .choose }) { key, control in
        if let segment = control.target.segment {
            switch key {
            case .enter, .space:
                control.target.activate()
                control.emit(.selected(segment: segment))
                return true
            case .left, .right:
                let next = segment + (key == .left ? -1 : 1)
                guard let sibling = control.segments.first(where: { $0.segment == next }) else { return true }
                sibling.activate()
                control.moveFocus(to: sibling)
                control.emit(.selected(segment: next))
                return true
            default:
                return false
            }
        }
        let options = (control.view?.erasedValue as? any SegmentBarSource)?.barSegments ?? []
        // The options are read afresh (a key earlier in the same batch may have changed the selection).
        switch key {
        case .enter, .space:
            let current = options.firstIndex(where: \.isSelected) ?? -1
            let selectable = options.indices.filter { options[$0].isSelectable }
            guard let next = selectable.first(where: { $0 > current }) ?? selectable.first else { return true }
            options[next].choose()
        case .left, .right:
            let current = options.firstIndex(where: \.isSelected) ?? -1
            let candidates = key == .left ? Array(options.indices.filter { $0 < current }.reversed()) : options.indices.filter { $0 > current }
            guard let next = candidates.first(where: { options[$0].isSelectable }) else { return true }
            options[next].choose()
        default:
            return false
        }
        let chosen = (control.view?.erasedValue as? any SegmentBarSource)?.barSegments.firstIndex(where: \.isSelected)
        control.emit(.selected(segment: chosen ?? 0))
        return true
    }
}
