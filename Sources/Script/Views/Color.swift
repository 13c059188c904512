import Builders

extension ViewEntry {
    /// `Color("name")`, `Color(red:green:blue:opacity:)`, `Color(white:opacity:)`,
    /// `Color(hue:saturation:brightness:opacity:)`, and with a colour space first.
    static let color = ViewEntry(name: "Color", labels: ["red", "green", "blue", "opacity", "white", "hue", "saturation", "brightness"], unlabelled: 1) { call in
        func component(_ label: String, _ fallback: Double) throws -> Double {
            try call.named(label, Convert.colorComponent) ?? fallback
        }
        let opacity = try component("opacity", 1)
        if let first = call.arguments.unlabelled(0), case .member = try call.value(first) {
            let space = try Convert.member(Convert.colorSpaces, "a colour space")(try call.value(first), first.location)
            if call.arguments.named("white") != nil { return Color(space, white: try component("white", 0), opacity: opacity) }
            return Color(space, red: try component("red", 0), green: try component("green", 0), blue: try component("blue", 0), opacity: opacity)
        }
        if call.arguments.unlabelled(0) != nil { return Color(try call.first(Convert.string)) }
        if call.arguments.named("white") != nil { return Color(white: try component("white", 0), opacity: opacity) }
        if call.arguments.named("hue") != nil {
            return Color(hue: try component("hue", 0), saturation: try component("saturation", 0), brightness: try component("brightness", 0), opacity: opacity)
        }
        return Color(red: try component("red", 0), green: try component("green", 0), blue: try component("blue", 0), opacity: opacity)
    }
}
