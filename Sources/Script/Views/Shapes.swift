import Builders

// The shapes view code draws: each a leaf, with a corner radius or a corner style for the
// rounded ones.

extension ViewEntry {
    /// `Rectangle()`.
    static let rectangle = ViewEntry(name: "Rectangle") { _ in Rectangle() }

    /// `RoundedRectangle(cornerRadius:style:)`.
    static let roundedRectangle = ViewEntry(name: "RoundedRectangle", labels: ["cornerRadius", "style"]) { call in
        let style = try call.named("style", Convert.member(Convert.cornerStyles, "a corner style")) ?? .continuous
        guard let radius = try call.named("cornerRadius", Convert.length) else { throw call.missing("'cornerRadius:', as RoundedRectangle(cornerRadius: 8)") }
        return RoundedRectangle(cornerRadius: radius, style: style)
    }

    /// `Circle()`.
    static let circle = ViewEntry(name: "Circle") { _ in Circle() }

    /// `Ellipse()`.
    static let ellipse = ViewEntry(name: "Ellipse") { _ in Ellipse() }

    /// `Capsule(style:)`.
    static let capsule = ViewEntry(name: "Capsule", labels: ["style"]) { call in
        Capsule(style: try call.named("style", Convert.member(Convert.cornerStyles, "a corner style")) ?? .continuous)
    }
}
