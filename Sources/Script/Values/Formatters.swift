import Builders
import Foundation

// The Foundation formatters a text field's `formatter:` takes, made with their default settings
// (their settings are members: ``SwiftValueMembers``).

extension ValueEntry {
    /// `NumberFormatter()`.
    static let numberFormatter = ValueEntry(name: "NumberFormatter") { _ in NumberFormatter() }

    /// `DateFormatter()`.
    static let dateFormatter = ValueEntry(name: "DateFormatter") { _ in DateFormatter() }
}
