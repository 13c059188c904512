import Builders

extension ValueEntry {
    /// `StrokeStyle(lineWidth:lineCap:lineJoin:miterLimit:dash:dashPhase:)`, a stroke's `style:`.
    static let strokeStyle = ValueEntry(name: "StrokeStyle", labels: ["lineWidth", "lineCap", "lineJoin", "miterLimit", "dash", "dashPhase"]) { call in
        StrokeStyle(
            lineWidth: try call.named("lineWidth", Convert.length) ?? 1,
            lineCap: try call.named("lineCap", Convert.member(["butt": CGLineCap.butt, "round": .round, "square": .square], "a line cap")) ?? .butt,
            lineJoin: try call.named("lineJoin", Convert.member(["miter": CGLineJoin.miter, "round": .round, "bevel": .bevel], "a line join")) ?? .miter,
            miterLimit: try call.named("miterLimit", Convert.length) ?? 10,
            dash: try call.named("dash", Convert.lengths) ?? [],
            dashPhase: try call.named("dashPhase", Convert.length) ?? 0)
    }
}
