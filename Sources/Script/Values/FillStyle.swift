import Builders

extension ValueEntry {
    /// `FillStyle(eoFill:antialiased:)`, a fill's or a clip shape's `style:`.
    static let fillStyle = ValueEntry(name: "FillStyle", labels: ["eoFill", "antialiased"]) { call in
        FillStyle(eoFill: try call.named("eoFill", Convert.bool) ?? false, antialiased: try call.named("antialiased", Convert.bool) ?? true)
    }
}
