import Builders
import ScriptSyntax

extension ValueEntry {
    /// `NavigationPath()` and `NavigationPath([values])`: a navigation stack's `path:` (its members
    /// are in ``SwiftValueMembers``).
    static let navigationPath = ValueEntry(name: "NavigationPath", unlabelled: 1) { call in
        guard let argument = call.arguments.unlabelled(0) else { return NavigationPath() }
        let value = try call.value(argument)
        guard case .array(let elements) = value else {
            throw Diagnostic(location: argument.location, message: "expected an array of values to push, found \(value.kindDescription)")
        }
        return NavigationPath(try elements.map { try Convert.identity($0, at: argument.location) })
    }
}
