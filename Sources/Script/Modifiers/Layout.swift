import Builders
import ScriptSyntax

// Layout: padding, frames, offsets and positions, stacking order and priority, fixed sizes,
// safe areas, hiding.

extension ModifierEntry {
    static let padding = ModifierEntry(name: "padding", unlabelled: 2) { call in
        var edges: Edge.Set = .all
        var length: CGFloat?
        if let argument = call.arguments.unlabelled(0) {
            let value = try call.value(argument)
            if case .swiftValue(let insets as EdgeInsets) = value { return call.modified { $0.padding(insets) } } // padding(EdgeInsets(…))
            if let set = try Convert.edges(value, at: argument.location) {
                edges = set
                length = try call.unlabelled(1, Convert.optionalLength) ?? nil
            } else {
                length = try Convert.length(value, at: argument.location)
            }
        }
        return call.modified { $0.padding(edges, length) }
    }

    static let frame = ModifierEntry(name: "frame", signatures: [
        .init(labels: ["width", "height", "alignment"]),
        .init(labels: ["minWidth", "idealWidth", "maxWidth", "minHeight", "idealHeight", "maxHeight", "alignment"]),
    ]) { call in
        let alignment = try call.named("alignment", Convert.alignment) ?? .center
        func length(_ label: String) throws -> CGFloat? { try call.named(label, Convert.optionalLength) ?? nil }
        if call.signature == 0 {
            let width = try length("width"), height = try length("height")
            return call.modified { $0.frame(width: width, height: height, alignment: alignment) }
        }
        let minWidth = try length("minWidth"), idealWidth = try length("idealWidth"), maxWidth = try length("maxWidth")
        let minHeight = try length("minHeight"), idealHeight = try length("idealHeight"), maxHeight = try length("maxHeight")
        return call.modified {
            $0.frame(minWidth: minWidth, idealWidth: idealWidth, maxWidth: maxWidth,
                     minHeight: minHeight, idealHeight: idealHeight, maxHeight: maxHeight, alignment: alignment)
        }
    }

    static let offset = ModifierEntry(name: "offset", labels: ["x", "y"], unlabelled: 1) { call in
        if call.arguments.unlabelled(0) != nil { // offset(CGSize(…))
            let size = try call.first(Convert.swiftValue(CGSize.self, "a size such as CGSize(width: 4, height: 2)"))
            return call.modified { $0.offset(size) }
        }
        let x = try call.named("x", Convert.signedLength) ?? 0, y = try call.named("y", Convert.signedLength) ?? 0
        return call.modified { $0.offset(x: x, y: y) }
    }

    static let position = ModifierEntry(name: "position", labels: ["x", "y"], unlabelled: 1) { call in
        if call.arguments.unlabelled(0) != nil { // position(CGPoint(…))
            let point = try call.first(Convert.swiftValue(CGPoint.self, "a point such as CGPoint(x: 4, y: 2)"))
            return call.modified { $0.position(point) }
        }
        let x = try call.named("x", Convert.signedLength) ?? 0, y = try call.named("y", Convert.signedLength) ?? 0
        return call.modified { $0.position(x: x, y: y) }
    }

    static let zIndex = ModifierEntry(name: "zIndex", unlabelled: 1) { call in
        let value = try call.first(Convert.double)
        return call.modified { $0.zIndex(value) }
    }

    static let layoutPriority = ModifierEntry(name: "layoutPriority", unlabelled: 1) { call in
        let value = try call.first(Convert.double)
        return call.modified { $0.layoutPriority(value) }
    }

    static let fixedSize = ModifierEntry(name: "fixedSize", labels: ["horizontal", "vertical"]) { call in
        guard call.arguments.list.isEmpty else {
            let horizontal = try call.named("horizontal", Convert.bool) ?? false
            let vertical = try call.named("vertical", Convert.bool) ?? false
            return call.modified { $0.fixedSize(horizontal: horizontal, vertical: vertical) }
        }
        return call.modified { $0.fixedSize() }
    }

    static let ignoresSafeArea = ModifierEntry(name: "ignoresSafeArea", labels: ["edges"], unlabelled: 1) { call in
        let regions = try call.unlabelled(0, Convert.namedMember(["all": SafeAreaRegions.all, "container": .container, "keyboard": .keyboard], "regions such as .all")) ?? .all
        let edges = try call.named("edges", Convert.edgeSet) ?? .all
        return call.modified { $0.ignoresSafeArea(regions, edges: edges) }
    }

    static let edgesIgnoringSafeArea = ModifierEntry(name: "edgesIgnoringSafeArea", unlabelled: 1) { call in
        let edges = try call.first(Convert.edgeSet)
        return call.modified { $0.edgesIgnoringSafeArea(edges) }
    }

    static let hidden = ModifierEntry(name: "hidden") { call in call.modified { $0.hidden() } }
}
