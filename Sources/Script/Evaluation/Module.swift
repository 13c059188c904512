import Foundation
import ScriptSyntax

/// The declarations of the files read together, as one module: their types (nested ones by
/// their own name and by `Outer.Inner`), the members their extensions add to the reader's
/// types (`extension View`, `extension Color`), free functions, previews and top-level code.
final class Module {
    /// The declared types by name.
    private(set) var types: [String: TypeDecl] = [:]
    /// Members added to types the reader knows (`View`, `Color`, `String`…), by type name.
    private(set) var extensions: [String: TypeDecl] = [:]
    /// Free functions by name.
    private(set) var functions: [String: [FunctionDecl]] = [:]
    /// `#Preview`s, in the order of the files and within each file.
    private(set) var previews: [PreviewDecl] = []
    /// Top-level statements, in order.
    private(set) var statements: [Statement] = []
    /// The properties of each declared type, by name.
    private var propertyIndex: [ObjectIdentifier: [String: PropertyDecl]] = [:]
    /// The types declared, in the order written, for the root rules and messages.
    private(set) var declaredOrder: [TypeDecl] = []
    /// The folder the files were read from, whose files are `Bundle.main`'s resources; nil when
    /// they were not read from files.
    var resourceFolder: URL?

    init(files: [[Declaration]]) throws {
        var pendingExtensions: [TypeDecl] = []
        for declarations in files {
            for declaration in declarations {
                switch declaration {
                case .statement(let statement): statements.append(statement)
                case .type(let type): try add(type, prefix: nil)
                case .extensionDecl(let type): pendingExtensions.append(type)
                case .function(let function): functions[function.name, default: []].append(function)
                case .preview(let preview): previews.append(preview)
                }
            }
        }
        // Extensions apply once every file's types are known.
        for addition in pendingExtensions {
            if let type = types[addition.name] {
                type.properties += addition.properties
                type.methods += addition.methods
                type.extensionInitialisers += addition.extensionInitialisers + addition.initialisers
                type.conformances += addition.conformances
                for nested in addition.nested { try add(nested, prefix: type.name) }
            } else {
                let known = extensions[addition.name] ?? TypeDecl(kind: .structure, name: addition.name, conformances: [], location: addition.location)
                known.properties += addition.properties
                known.methods += addition.methods
                known.extensionInitialisers += addition.initialisers + addition.extensionInitialisers
                extensions[addition.name] = known
            }
        }
        for type in declaredOrder {
            var index: [String: PropertyDecl] = [:]
            for property in type.properties where index[property.name] == nil { index[property.name] = property }
            propertyIndex[ObjectIdentifier(type)] = index
        }
    }

    private func add(_ type: TypeDecl, prefix: String?) throws {
        if let existing = types[type.name], prefix == nil {
            throw Diagnostic(location: type.location, message: existing.isView && type.isView
                ? "a view struct named '\(type.name)' is already defined"
                : "a type named '\(type.name)' is already defined")
        }
        if types[type.name] == nil { types[type.name] = type }
        if let prefix {
            types[prefix + "." + type.name] = type
            type.qualifiedName = prefix + "." + type.name
        }
        declaredOrder.append(type)
        for nested in type.nested { try add(nested, prefix: prefix.map { $0 + "." + type.name } ?? type.name) }
    }

    /// The property `name` of `type`, stored or computed: its own, else one an extension of a
    /// protocol it conforms to gives (a default implementation).
    func property(_ name: String, of type: TypeDecl) -> PropertyDecl? {
        if let own = propertyIndex[ObjectIdentifier(type)]?[name] { return own }
        for conformance in type.conformances {
            if let inherited = extensions[conformance]?.properties.first(where: { $0.name == name }) { return inherited }
        }
        return nil
    }

    /// The methods named `name` of `type` (static ones when `isStatic`): its own, then those the
    /// extensions of the protocols it conforms to give.
    func methods(_ name: String, of type: TypeDecl, isStatic: Bool) -> [FunctionDecl] {
        var found = type.methods.filter { $0.name == name && $0.isStatic == isStatic }
        for conformance in type.conformances {
            found += extensions[conformance]?.methods.filter { $0.name == name && $0.isStatic == isStatic } ?? []
        }
        return found
    }

    /// The declared type a written type names, if any (`Item`, `Item?`, `[Item]` give `Item` only for the first).
    func declared(_ type: TypeRef?) -> TypeDecl? {
        guard case .named(let name, _)? = type else { return nil }
        return types[name]
    }

    /// The names of the declared view structs.
    var viewStructNames: [String] { declaredOrder.filter(\.isView).map(\.name) }

    /// The structs and classes conforming to PreviewProvider.
    var previewProviders: [TypeDecl] { declaredOrder.filter { $0.conformances.contains("PreviewProvider") } }
}
