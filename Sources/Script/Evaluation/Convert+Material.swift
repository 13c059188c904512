import Builders
import ScriptSyntax

// MARK: The materials, as ShapeStyle members (`.ultraThinMaterial`, `.bar`) or `Material`'s own
// (`Material.thin` reads as `.thin` of the type).

extension Convert {
    /// The materials by the names ShapeStyle gives them.
    static let materials: [String: Material] = [
        "ultraThinMaterial": .ultraThin, "thinMaterial": .thin, "regularMaterial": .regular, "thickMaterial": .thick,
        "ultraThickMaterial": .ultraThick, "bar": .bar,
    ]

    /// The material the first unlabelled argument of `call` names, or nil for any other argument.
    static func material(of call: some CheckedCall) throws -> Material? {
        guard let argument = call.arguments.unlabelled(0), !argument.isClosure, case .member(let name) = try call.value(argument) else { return nil }
        return materials[name]
    }
}
