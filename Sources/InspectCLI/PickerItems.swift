import Foundation
import Inspect

extension InspectableView {
    /// The items a picker would use: the first picker's content, or the root's view list
    /// (`inspect tags` and `inspect pick`).
    func pickerItems() throws -> [TaggedItem<AnyHashable>] {
        let picker = try? find { $0.kind == .picker || ($0.kind == .custom && $0.typeName == "SegmentedPicker") }
        if let picker, let content = Mirror(reflecting: picker.erasedValue).descendant("content") {
            return try inspect(content).taggedItems(of: AnyHashable.self)
        }
        return try taggedItems(of: AnyHashable.self)
    }
}
