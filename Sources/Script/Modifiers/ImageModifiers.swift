import Builders
import ScriptSyntax

// Images' own modifiers, and the aspect ratio and scales any view takes.

extension ModifierEntry {
    static let resizable = ModifierEntry(name: "resizable", labels: ["capInsets", "resizingMode"]) { call in
        guard let image = call.view as? Image else { throw call.missing("an Image before it") }
        let insets = try call.named("capInsets", Convert.swiftValue(EdgeInsets.self, "insets such as EdgeInsets(top: 2)")) ?? EdgeInsets()
        return image.resizable(capInsets: insets, resizingMode: try call.named("resizingMode", Convert.member(Convert.resizingModes, "a resizing mode")) ?? .stretch)
    }

    static let renderingMode = ModifierEntry(name: "renderingMode", unlabelled: 1) { call in
        guard let image = call.view as? Image else { throw call.missing("an Image before it") }
        return image.renderingMode(try call.first(Convert.optionalMember(Convert.renderingModes, "a rendering mode")))
    }

    static let interpolation = ModifierEntry(name: "interpolation", unlabelled: 1) { call in
        guard let image = call.view as? Image else { throw call.missing("an Image before it") }
        return image.interpolation(try call.first(Convert.member(Convert.interpolations, "an interpolation")))
    }

    static let antialiased = ModifierEntry(name: "antialiased", unlabelled: 1) { call in
        guard let image = call.view as? Image else { throw call.missing("an Image before it") }
        return image.antialiased(try call.first(Convert.bool))
    }

    static let aspectRatio = ModifierEntry(name: "aspectRatio", labels: ["contentMode"], unlabelled: 1) { call in
        let ratio = try call.unlabelled(0, Convert.optionalLength) ?? nil
        guard let mode = try call.named("contentMode", Convert.member(Convert.contentModes, "a content mode")) else {
            throw call.missing("'contentMode:', as .aspectRatio(contentMode: .fit)")
        }
        return call.modified { $0.aspectRatio(ratio, contentMode: mode) }
    }

    static let scaledToFit = ModifierEntry(name: "scaledToFit") { call in call.modified { $0.scaledToFit() } }

    static let scaledToFill = ModifierEntry(name: "scaledToFill") { call in call.modified { $0.scaledToFill() } }

    static let imageScale = ModifierEntry(name: "imageScale", unlabelled: 1) { call in
        let scale = try call.first(Convert.member(Convert.imageScales, "an image scale"))
        return call.modified { $0.imageScale(scale) }
    }
}
