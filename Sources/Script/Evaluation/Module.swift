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
    /// The properties of each declared type, by name (its protocols' extensions' included).
    private var propertyIndex: [ObjectIdentifier: [String: PropertyDecl]] = [:]
    /// The methods of each declared type, by name: its own, then its protocols' extensions'.
    private var methodIndex: [ObjectIdentifier: [String: [FunctionDecl]]] = [:]
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
        // Each type's members by name, its own first, then those of its protocols' extensions.
        for type in declaredOrder {
            let inherited = type.conformances.compactMap { extensions[$0] }
            var index: [String: PropertyDecl] = [:]
            for property in type.properties + inherited.flatMap(\.properties) where index[property.name] == nil {
                index[property.name] = property
            }
            propertyIndex[ObjectIdentifier(type)] = index
            var methods: [String: [FunctionDecl]] = [:]
            for method in type.methods + inherited.flatMap(\.methods) { methods[method.name, default: []].append(method) }
            methodIndex[ObjectIdentifier(type)] = methods
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
        propertyIndex[ObjectIdentifier(type)]?[name]
    }

    /// The methods named `name` of `type` (static ones when `isStatic`): its own, then those the
    /// extensions of the protocols it conforms to give.
    func methods(_ name: String, of type: TypeDecl, isStatic: Bool) -> [FunctionDecl] {
        guard let index = methodIndex[ObjectIdentifier(type)] else {
            return type.methods.filter { $0.name == name && $0.isStatic == isStatic }
        }
        guard let named = index[name] else { return [] }
        return named.allSatisfy({ $0.isStatic == isStatic }) ? named : named.filter { $0.isStatic == isStatic }
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
