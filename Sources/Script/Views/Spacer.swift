import Builders

extension ViewEntry {
    /// `Spacer()` and `Spacer(minLength:)`.
    static let spacer = ViewEntry(name: "Spacer", labels: ["minLength"]) { call in
        Spacer(minLength: try call.named("minLength", Convert.optionalLength) ?? nil)
    }
}
