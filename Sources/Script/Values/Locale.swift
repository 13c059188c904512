import Builders
import Foundation

// `Locale(identifier:)`, the value `.environment(\.locale, …)` writes.

extension ValueEntry {
    /// `Locale(identifier: "en_US")`.
    static let locale = ValueEntry(name: "Locale", labels: ["identifier"]) { call in
        guard let identifier = try call.named("identifier", Convert.string) else { throw call.missing("'identifier:', as Locale(identifier: \"en_US\")") }
        return Locale(identifier: identifier)
    }
}
