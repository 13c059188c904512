import Builders
import Foundation
import ScriptSyntax

extension Evaluator {
    // MARK: Construction

    /// The stored properties a memberwise initialiser takes, in order: every stored property
    /// but a `let` with a default and the ones the environment gives.
    func memberwiseParameters(of type: TypeDecl) -> [PropertyDecl] {
        type.storedProperties.filter { property in
            if property.initial != nil, !property.isVariable || property.isLazy { return false }
            if let wrapper = property.wrapper, ["Environment", "EnvironmentObject", "Namespace"].contains(wrapper.name) { return false }
            return true
        }
    }

    /// `Name(arguments)` for a type declared in the files: a view struct's view (its body
    /// built, in a ``DefinedView``), a struct's record, a class's object, an enum's case.
    func construct(_ type: TypeDecl, _ arguments: [Argument], at location: SourceLocation) throws -> Value {
        let isRoot = buildingRoot
        buildingRoot = false
        if type.kind == .enumeration {
            return try constructEnum(type, try argumentValues(arguments), at: location)
        }
        if type.isView || type.isApp {
            guard !expanding.contains(type.name) else {
                throw Diagnostic(location: location, message: "view struct '\(type.name)' contains itself")
            }
        }
        let instance = try keepingRootObject(of: type) {
            let initialiser = try chooseInitialiser(of: type, arguments, at: location)
            let values = try argumentValues(arguments, for: initialiser?.parameters ?? memberwiseParameters(of: type).map(\.asParameter))
            return try instantiate(type, initialiser: initialiser, values, at: location, isRoot: isRoot)
        }
        if case .object(let object) = instance, let live {
            // A model's change redraws the views of a file run live whose bodies read it.
            object.didChange = { [weak live, weak object] name in
                if let object { live?.objectChanged(object, name) }
            }
        }
        guard type.isView || type.isApp, case .record(let record) = instance else { return instance }
        if live != nil { return .view(liveView(of: record)) }
        return .view(try body(of: record, at: location))
    }

    /// The body of a view struct's value, in its stand-in; an app's is its window's content.
    func body(of record: Record, at location: SourceLocation) throws -> any View {
        let type = record.type
        expanding.append(type.name)
        defer { expanding.removeLast() }
        guard let body = module.property("body", of: type), let getter = body.getter else {
            throw Diagnostic(location: type.location, message: "expected 'var body: some \(type.isApp ? "Scene" : "View") { … }' in \(type.name)")
        }
        let built: any View
        do {
            built = try withScope(Scope(parent: globals, names: ["self": .record(record)])) {
                guard type.isApp else { return try viewBody(getter.body) }
                guard let content = try windowContent(of: getter.body, depth: 0) else {
                    throw Diagnostic(location: getter.body.first?.location ?? type.location, message: "expected a WindowGroup or a Window in \(type.name)'s scenes, found none a terminal can show")
                }
                return content
            }
        } catch let thrown as ThrownError {
            // A body cannot throw: an error that leaves it was caught nowhere.
            throw thrown.uncaught
        }
        return TypedBuilders.definedView(name: type.name, body: built)
    }

    /// The initialiser `arguments` call: an explicit one whose labels fit, or nil for the memberwise one.
    private func chooseInitialiser(of type: TypeDecl, _ arguments: [Argument], at location: SourceLocation) throws -> FunctionDecl? {
        let labels = arguments.map(\.label)
        if let initialiser = (type.initialisers + type.extensionInitialisers).first(where: { Self.fits($0.parameters, labels) }) {
            return initialiser
        }
        if type.initialisers.isEmpty, type.kind == .structure { return nil }
        if type.initialisers.isEmpty, type.kind == .classType, arguments.isEmpty { return nil }
        let forms = (type.initialisers + type.extensionInitialisers).map { "\(type.name)(\($0.parameters.map { ($0.label ?? "_") + ":" }.joined()))" }
        throw Diagnostic(location: location, message: "no initialiser of \(type.name) takes these arguments; expected \(forms.isEmpty ? "\(type.name)()" : forms.joined(separator: " or "))")
    }

    /// A value of `type`: its properties' defaults, then the initialiser's assignments (or the
    /// memberwise arguments).
    func instantiate(_ type: TypeDecl, initialiser: FunctionDecl?, _ arguments: [ArgumentValue], at location: SourceLocation, isRoot: Bool) throws -> Value {
        var fields: [String: Value] = [:]
        for property in type.storedProperties {
            if let value = try initialValue(of: property, in: type, at: location) {
                fields[property.name] = value
            }
        }
        if let initialiser {
            let instance: Value = type.kind == .classType ? .object(Object(type: type, fields: fields)) : .record(Record(type: type, fields: fields))
            let bindings = try bind(initialiser.parameters, arguments, callee: type.name, at: location)
            let result = try withScope(Scope(parent: globals, names: bindings.merging(["self": instance]) { $1 })) { () -> Value in
                _ = try execute(initialiser.body)
                return scope.lookup("self") ?? instance
            }
            return try checkInitialised(result, at: location)
        }
        var given: [String: Value] = [:]
        for argument in arguments {
            // A trailing closure fills the first closure or `@ViewBuilder` property not given.
            let trailing = argument.label == nil ? memberwiseParameters(of: type).first { property in
                given[property.name] == nil && (isFunctionType(property.type) || property.attributes.contains { $0.name == "ViewBuilder" })
            }?.name : nil
            guard let label = argument.label ?? trailing else {
                throw Diagnostic(location: location, message: "\(type.name)(…) takes labelled arguments (its properties' names), found an unlabelled one")
            }
            guard let property = memberwiseParameters(of: type).first(where: { $0.name == label }) else {
                let names = memberwiseParameters(of: type).map(\.name)
                throw Diagnostic(location: location, message: "unexpected argument '\(label):' to \(type.name); expected \(names.isEmpty ? "no arguments" : names.map { "'\($0):'" }.joined(separator: ", "))\(Suggestion.hint(for: label, in: names))")
            }
            given[property.name] = argument.value
        }
        for property in memberwiseParameters(of: type) {
            if let value = given[property.name] {
                fields[property.name] = try wrapped(value, for: property, at: location)
            } else if fields[property.name] == nil {
                fields[property.name] = try missing(property, of: type, isRoot: isRoot, at: location)
            }
        }
        if type.kind == .classType { return .object(Object(type: type, fields: fields)) }
        return .record(Record(type: type, fields: fields))
    }

    /// A value of `type` made by a decoder: the properties decoded, the others their defaults
    /// (as the synthesized `init(from:)` leaves them).
    func instance(of type: TypeDecl, decoded: [String: Value], at location: SourceLocation) throws -> Value {
        var fields: [String: Value] = [:]
        for property in type.storedProperties {
            if let value = decoded[property.name] {
                fields[property.name] = try wrapped(value, for: property, at: location)
            } else if let value = try initialValue(of: property, in: type, at: location) {
                fields[property.name] = value
            }
        }
        if type.kind == .classType { return .object(Object(type: type, fields: fields)) }
        return .record(Record(type: type, fields: fields))
    }

    /// Fails when a stored property without a default was not set by the initialiser.
    private func checkInitialised(_ value: Value, at location: SourceLocation) throws -> Value {
        let (type, fields): (TypeDecl, [String: Value])
        switch value {
        case .record(let record): (type, fields) = (record.type, record.fields)
        case .object(let object): (type, fields) = (object.type, object.fields)
        default: return value
        }
        for property in type.storedProperties where fields[property.name] == nil {
            if let wrapper = property.wrapper, ["Environment", "EnvironmentObject", "Namespace"].contains(wrapper.name) { continue }
            throw Diagnostic(location: location, message: "\(type.name)'s initialiser leaves '\(property.name)' without a value")
        }
        return value
    }

    /// A property's value before any initialiser runs: its default, the environment's value,
    /// nil for an optional `var`; nil when it has none.
    func initialValue(of property: PropertyDecl, in type: TypeDecl, at location: SourceLocation) throws -> Value? {
        if let wrapper = property.wrapper {
            switch wrapper.name {
            case "Environment":
                return try environmentValue(wrapper, property)
            case "EnvironmentObject":
                guard let typeName = property.type?.name else { return .opaque("environment object") }
                return environmentObjects[typeName] ?? .opaque("environmentObject:\(typeName)")
            case "Namespace":
                return .opaque("namespace")
            case "AppStorage", "SceneStorage":
                return try storedValue(of: property, wrapper, in: type, at: location)
            default:
                break
            }
        }
        if property.isLazy { return .opaque(Self.lazyMarker) }
        if let initial = property.initial {
            let value = try withScope(Scope(parent: globals, names: ["Self": .type(type.name)])) {
                expectedType = property.type
                defer { expectedType = nil }
                return try coerce(try evaluate(initial).bound, to: property.type, at: initial.location)
            }
            return try wrapped(value, for: property, at: initial.location)
        }
        if property.isVariable, let written = property.type, isOptional(written), property.wrapper?.name != "Binding" {
            return try wrapped(.null, for: property, at: location)
        }
        if property.wrapper?.name == "FocusState", case .named("Bool", _)? = property.type {
            // `@FocusState var isFocused: Bool` starts false.
            return try wrapped(.bool(false), for: property, at: location)
        }
        return nil
    }

    /// `@AppStorage("key") var name = initial` (or `@SceneStorage`): the store's cell of the key,
    /// shared by every view naming it, made with `initial` when the key is new.
    private func storedValue(of property: PropertyDecl, _ wrapper: Attribute, in type: TypeDecl, at location: SourceLocation) throws -> Value {
        guard let argument = wrapper.arguments.first, argument.label == nil else {
            throw Diagnostic(location: location, message: "expected @\(wrapper.name)(\"key\") with the key first, found no key")
        }
        let key = try Convert.string(try evaluate(argument.value), at: argument.location)
        var initial = Value.null
        if let written = property.initial {
            initial = try withScope(Scope(parent: globals, names: ["Self": .type(type.name)])) {
                try coerce(try evaluate(written).bound, to: property.type, at: written.location)
            }
        } else if !(property.type.map(isOptional) ?? false) {
            throw Diagnostic(location: location, message: "expected a default value for @\(wrapper.name)(\"\(key)\") var \(property.name), found none")
        }
        return .binding(storage.cell(key, in: wrapper.name, initial: initial))
    }

    /// The value stored for `property` given `value`: a cell for a wrapped property, a view
    /// for a `@ViewBuilder` property given a closure.
    func wrapped(_ value: Value, for property: PropertyDecl, at location: SourceLocation) throws -> Value {
        if property.attributes.contains(where: { $0.name == "ViewBuilder" }), case .function(let function) = value, !isFunctionType(property.type) {
            return try function.call([], location)
        }
        guard let wrapper = property.wrapper else {
            return try coerce(value, to: property.type, at: location)
        }
        switch wrapper.name {
        case "Binding":
            switch value {
            case .binding: return value
            case .constantBinding(let inner): return .binding(Cell(try coerce(inner, to: property.type, at: location)))
            default:
                throw Diagnostic(location: location, message: "expected a binding such as $\(property.name) or .constant(…) for '\(property.name)', found \(value.kindDescription)")
            }
        case _ where Self.cellWrappers.contains(wrapper.name):
            if case .binding = value { return value }
            return .binding(Cell(try coerce(value, to: property.type, at: location)))
        default:
            return try coerce(value, to: property.type, at: location)
        }
    }

    /// The value of a property that was not given: at the root, a `@Binding` is `.constant`
    /// of its type's default; otherwise the call is missing an argument.
    private func missing(_ property: PropertyDecl, of type: TypeDecl, isRoot: Bool, at location: SourceLocation) throws -> Value {
        let written = property.type.map { ": \($0.written)" } ?? ""
        if property.wrapper?.name == "Binding" {
            guard isRoot else {
                throw Diagnostic(location: location, message: "\(type.name)(…) needs '\(property.name):', a binding (@Binding var \(property.name)\(written))")
            }
            guard let valueType = property.type, let value = try? defaultValue(of: valueType, depth: 0) else {
                throw Diagnostic(location: location, message: "the root \(type.name) needs a value for @Binding '\(property.name)'\(written): give one, as \(type.name)(\(property.name): .constant(…))")
            }
            return .binding(Cell(value))
        }
        throw Diagnostic(location: location, message: "\(type.name)(…) needs '\(property.name):'\(written.isEmpty ? "" : " (\(property.type?.written ?? ""))")")
    }

    /// `@Environment(\.key)`: the value a modifier gave, or the key's default.
    private func environmentValue(_ wrapper: Attribute, _ property: PropertyDecl) throws -> Value {
        guard let argument = wrapper.arguments.first else {
            throw Diagnostic(location: wrapper.location, message: "expected a key path such as @Environment(\\.dismiss)")
        }
        switch argument.value {
        case .keyPath(let path, let location):
            guard let key = path.first else { return .null }
            if let given = environmentValues[key] { return given }
            guard let value = try Standard.environmentDefaults[key] ?? definedEnvironmentDefault(key) else { // or a file's key
                throw Diagnostic(location: location, message: "not supported by the reader: the environment value '\\.\(key)'\(Suggestion.hint(for: key, in: Array(Standard.environmentDefaults.keys)))")
            }
            return value
        default:
            // `@Environment(Model.self)`: an observable object the environment gives (the type is
            // the argument's; the property's written type, if any, may be `Model?`).
            var typeName = property.type?.name ?? ""
            if case .optional(let wrapped)? = property.type { typeName = wrapped.name }
            if case .chain(.identifier(let name, _), let links) = argument.value, links.count == 1, links[0].name == "self" { typeName = name }
            return environmentObjects[typeName] ?? .opaque("environmentObject:\(typeName)")
        }
    }

    /// `Flavor(rawValue: "x")`: the case with that raw value, or nil.
    private func constructEnum(_ type: TypeDecl, _ arguments: [ArgumentValue], at location: SourceLocation) throws -> Value {
        if let initialiser = type.initialisers.first ?? type.extensionInitialisers.first {
            let bindings = try bind(initialiser.parameters, arguments, callee: type.name, at: location)
            return try withScope(Scope(parent: globals, names: bindings.merging(["self": .null, "Self": .type(type.name)]) { $1 })) {
                _ = try execute(initialiser.body)
                return scope.lookup("self") ?? .null
            }
        }
        guard arguments.count == 1, arguments[0].label == "rawValue" else {
            throw Diagnostic(location: location, message: "\(type.name)(…) takes 'rawValue:'")
        }
        for enumCase in type.cases where try Operators.equal(rawValue(of: enumCase, in: type), arguments[0].value) {
            return .enumCase(type, enumCase.name, [])
        }
        return .null
    }

    /// A case's raw value: written, or its name (String), or the next integer (Int).
    func rawValue(of enumCase: EnumCaseDecl, in type: TypeDecl) throws -> Value {
        if let written = enumCase.rawValue { return try evaluate(written).bound }
        if type.rawType == "Int" || type.rawType == "Double" {
            var next = 0
            for candidate in type.cases {
                if let written = candidate.rawValue, case .int(let value) = try evaluate(written) { next = value }
                if candidate.name == enumCase.name { return type.rawType == "Double" ? .double(Double(next)) : .int(next) }
                next += 1
            }
        }
        return .string(enumCase.name)
    }

    // MARK: Functions

    /// Binds arguments to parameters: by label, in order; defaults for the ones left out.
    func bind(_ parameters: [Parameter], _ arguments: [ArgumentValue], callee: String, at location: SourceLocation) throws -> [String: Value] {
        var bindings: [String: Value] = [:]
        var next = 0
        for parameter in parameters {
            if next < arguments.count, arguments[next].label == parameter.label || (arguments[next].label == nil && isFunctionType(parameter.type)) {
                if case .binding(let cell) = arguments[next].value, cell.isInoutArgument {
                    cell.replaceQuietly(with: try coerce(cell.value, to: parameter.type, at: location))
                    Self.bindParameter(parameter.name, to: arguments[next].value, in: &bindings)
                } else {
                    bindings[parameter.name] = try coerce(arguments[next].value, to: parameter.type, at: location)
                }
                next += 1
            } else if let defaultValue = parameter.defaultValue {
                bindings[parameter.name] = try coerce(try evaluate(defaultValue).bound, to: parameter.type, at: defaultValue.location)
            } else {
                throw Diagnostic(location: location, message: "\(callee)(…) needs '\(parameter.label ?? "_"):' (\(parameter.type.written))")
            }
        }
        if next < arguments.count {
            let extra = arguments[next].label.map { "'\($0):'" } ?? "an unlabelled argument"
            throw Diagnostic(location: location, message: "unexpected argument \(extra) to \(callee)(…); expected \(parameters.map { "'\($0.label ?? "_"):'" }.joined(separator: ", "))")
        }
        return bindings
    }

    /// Calls a declared function or method: its body as a view builder (`@ViewBuilder`) or as a function.
    func call(_ function: FunctionDecl, self receiver: Value?, _ arguments: [ArgumentValue], at location: SourceLocation) throws -> Value {
        try invoke(function, self: receiver, arguments, at: location).result
    }

    /// Calls `function` as ``call(_:self:_:at:)`` does, and gives `self` as its body left it: the
    /// receiver a `mutating` method changed, which the caller stores back.
    func invoke(_ function: FunctionDecl, self receiver: Value?, _ arguments: [ArgumentValue], at location: SourceLocation) throws -> (result: Value, receiver: Value?) {
        let expected = expectedType
        expectedType = nil
        var bindings = try bind(function.parameters, arguments, callee: function.name, at: location)
        if let expected, let parameter = genericResult(of: function), typeValue(of: expected).described != parameter {
            // `func load<T: Decodable>(_ file: String) -> T` called for `let items: [Item]`: `T` is `[Item]`.
            bindings[parameter] = typeValue(of: expected)
        }
        if let receiver {
            if case .type(let name) = receiver { bindings["Self"] = .type(name) } else { bindings["self"] = receiver }
        }
        depth += 1
        defer { depth -= 1 }
        guard depth <= Self.depthLimit else {
            throw Diagnostic(location: location, message: "views nest more than \(Self.depthLimit) levels deep")
        }
        let callScope = Scope(parent: globals, names: bindings)
        let result = try withScope(callScope) { () throws -> Value in
            if function.isViewBuilder {
                return .view(try viewBody(function.body))
            }
            if function.body.count == 1, genericResult(of: function) == nil, Self.isSingleValue(function.body[0]) {
                // `func load() -> [Mission] { Bundle.main.decode("missions.json") }`: the result's written
                // type is what a generic function called for it gives.
                expectedType = function.result
            }
            defer { expectedType = nil }
            return try coerce(try functionResult(function.body), to: function.result, at: location)
        }
        return (result, callScope["self"])
    }

    /// Whether a body's one statement is the value it gives (`return value`, or an expression).
    private static func isSingleValue(_ statement: Statement) -> Bool {
        switch statement {
        case .returning(_?, _), .expression: true
        default: false
        }
    }

    /// The name of the generic parameter a function returns (`-> T`): a result type that names
    /// no type the files or the reader know.
    private func genericResult(of function: FunctionDecl) -> String? {
        guard case .named(let name, let arguments)? = function.result, arguments.isEmpty, !name.contains("."),
              module.types[name] == nil, module.extensions[name] == nil, !Standard.typeNames.contains(name),
              ViewTable.entries[name] == nil, ValueTable.entries[name] == nil, ViewTable.styles[name] == nil,
              scope.lookup(name) == nil else { return nil }
        return name
    }

    /// The `mutating` method `name` of a value's declared type whose labels fit `arguments`, or nil.
    func mutatingMethod(_ name: String, of value: Value, arguments: [Argument]) -> FunctionDecl? {
        guard let type = declaredType(of: value), let method = Self.overload(module.methods(name, of: type, isStatic: false), for: arguments),
              method.isMutating else { return nil }
        return method
    }

    /// The method `name` of a value's declared type whose labels fit `arguments`.
    func methodNamed(_ name: String, of value: Value, arguments: [Argument]) -> FunctionDecl? {
        guard let type = declaredType(of: value) else { return nil }
        return Self.overload(module.methods(name, of: type, isStatic: false), for: arguments)
    }

    /// The declared type of a record, object or enum case.
    func declaredType(of value: Value) -> TypeDecl? {
        switch value {
        case .record(let record): record.type
        case .object(let object): object.type
        case .enumCase(let type, _, _): type
        default: nil
        }
    }

    /// `value.name(arguments)` for a value that is not a view.
    func callMethod(of value: Value, _ name: String, _ arguments: [Argument], at location: SourceLocation) throws -> Value {
        if case .opaque("DispatchQueue.main") = value, let result = try mainQueueMethod(name, arguments, at: location) { return result }
        if name == "init", let type = declaredType(of: value), type.kind != .enumeration {
            // `self.init(…)` in an initialiser: another initialiser of the type makes `self`.
            let made = try construct(type, arguments, at: location)
            switch (value, made) {
            case (.object(let object), .object(let other)): object.retype(to: type, fields: other.fields)
            default: try storeSelf(made, at: location)
            }
            return .void
        }
        if let type = declaredType(of: value) {
            if let method = Self.overload(module.methods(name, of: type, isStatic: false), for: arguments) {
                return try call(method, self: value, try argumentValues(arguments, for: method.parameters), at: location)
            }
            if let property = module.property(name, of: type), case let stored? = try member(of: value, property.name, at: location, implicit: false) {
                return try callValue(stored, arguments, at: location)
            }
        }
        if case .type(let typeName) = value {
            // `Outer.Inner(…)`: a nested type made.
            if let nested = module.types[typeName + "." + name] { return try construct(nested, arguments, at: location) }
            if let type = module.types[typeName] {
                if let method = Self.overload(module.methods(name, of: type, isStatic: true), for: arguments) {
                    return try call(method, self: value, try argumentValues(arguments, for: method.parameters), at: location)
                }
                if type.kind == .enumeration, type.cases.contains(where: { $0.name == name }) {
                    return enumCase(type, name, try argumentValues(arguments).map(\.value), at: location)
                }
                if name == "init" { return try construct(type, arguments, at: location) }
            }
            if let extended = module.extensions[typeName], let method = Self.overload(extended.methods.filter(\.isStatic).filter { $0.name == name }, for: arguments) {
                return try call(method, self: value, try argumentValues(arguments, for: method.parameters), at: location)
            }
            if name == "init" { return try call(Call(callee: .identifier(typeName, location), arguments: arguments, location: location)) }
        }
        if let typeName = Standard.typeName(of: value), let extended = module.extensions[typeName],
           let method = Self.overload(extended.methods.filter { $0.name == name && !$0.isStatic }, for: arguments) {
            return try call(method, self: value, try argumentValues(arguments, for: method.parameters), at: location)
        }
        if case .binding(let cell) = value, name != "wrappedValue", name != "animation", name != "transaction" {
            return try callMethod(of: cell.value, name, arguments, at: location)
        }
        return try Standard.method(of: value, name, arguments, evaluator: self, at: location)
    }

    // MARK: Members

    /// `value.name`. With `implicit`, nil when a value of a declared type has no such member
    /// (the name is then looked up further out).
    @discardableResult
    func member(of value: Value, _ name: String, at location: SourceLocation, implicit: Bool = false) throws -> Value? {
        if name == "self", namesType(value) { return value } // `Item.self`, `[Item].self`
        switch value {
        case .record, .object, .enumCase:
            guard let type = declaredType(of: value) else { return nil }
            if case .enumCase(_, let caseName, let associated) = value {
                if name == "rawValue", type.rawType != nil, let enumCase = type.cases.first(where: { $0.name == caseName }) {
                    return try rawValue(of: enumCase, in: type)
                }
                if name == "hashValue" { return .int(caseName.hashValue) }
                if let index = Int(name), associated.indices.contains(index) { return associated[index] }
            }
            var fields: [String: Value] = [:]
            if case .record(let record) = value { fields = record.fields }
            if case .object(let object) = value {
                fields = object.fields
                // The view whose body reads an object is evaluated again when it changes.
                if let live, let positionState { live.noteRead(of: object, name, by: positionState) }
            }
            if let property = module.property(name, of: type) {
                if let getter = property.getter, !property.isStatic {
                    return try withScope(Scope(parent: globals, names: ["self": value])) {
                        getter.isViewBuilder || name == "body" ? .view(try viewBody(getter.body)) : try coerce(try functionResult(getter.body), to: property.type, at: location)
                    }
                }
                if property.isStatic {
                    return try staticProperty(property, of: type.name)
                }
                guard let stored = fields[property.name] else {
                    throw Diagnostic(location: location, message: "'\(name)' of \(type.name) has no value")
                }
                if case .opaque(Self.lazyMarker) = stored { return try lazyValue(of: property, in: value, at: location) }
                return try read(stored, of: property, at: location)
            }
            if name.hasPrefix("_"), let property = module.property(String(name.dropFirst()), of: type), let stored = fields[property.name] {
                return stored
            }
            if let method = module.methods(name, of: type, isStatic: false).first {
                return .function(Function(name: name) { [unowned self] arguments, location in
                    try self.call(method, self: value, arguments, at: location)
                })
            }
            if name == "id", type.kind == .enumeration, type.conformances.contains("Identifiable") { return value }
            if implicit { return nil }
            throw Diagnostic(location: location, message: "value of type \(type.name) has no member '\(name)'\(Suggestion.hint(for: name, in: memberNames(of: value)))")
        case .type(let typeName):
            if let found = try staticMember(of: typeName, name, at: location, implicit: false) { return found }
            return nil
        case .binding(let cell):
            // `$model.name`: a binding to the property.
            if name == "wrappedValue" { return cell.value }
            guard let property = try member(of: cell.value, name, at: location, implicit: false) else { return nil }
            return .binding(writingThrough(cell, name, property))
        case .member(let caseName):
            // `.okay` read before its type is known: the case of the one declared enum that has it.
            let owners = module.declaredOrder.filter { $0.kind == .enumeration && $0.cases.contains { $0.name == caseName } }
            if owners.count == 1, let owner = owners.first {
                return try member(of: .enumCase(owner, caseName, []), name, at: location, implicit: implicit)
            }
            if implicit { return nil }
            throw Diagnostic(location: location, message: "cannot read '.\(name)' of '.\(caseName)': its type is not known here; write the type, as Type.\(caseName)")
        case .opaque(let what) where what.hasPrefix("environmentObject:"):
            let typeName = what.dropFirst("environmentObject:".count)
            throw Diagnostic(location: location, message: "no environment object of type \(typeName): give one with .environmentObject(\(typeName)()) on the root (or .environment(\(typeName)()))")
        default:
            if implicit { return nil }
            if let typeName = Standard.typeName(of: value), let extended = module.extensions[typeName],
               let property = extended.properties.first(where: { $0.name == name && !$0.isStatic }), let getter = property.getter {
                return try withScope(Scope(parent: globals, names: ["self": value])) {
                    try coerce(try functionResult(getter.body), to: property.type, at: location)
                }
            }
            return try Standard.member(of: value, name, evaluator: self, at: location)
        }
    }

    /// The value a stored property reads: a wrapped property's cell's value.
    private func read(_ stored: Value, of property: PropertyDecl, at location: SourceLocation) throws -> Value {
        if let wrapper = property.wrapper, Self.cellWrappers.contains(wrapper.name), case .binding(let cell) = stored {
            return cell.value
        }
        return stored
    }

    /// `$name` of `self`: a wrapped property's binding, or an observed object.
    func projection(of name: String, in selfValue: Value) throws -> Value? {
        guard let type = declaredType(of: selfValue), let property = module.property(name, of: type) else { return nil }
        var fields: [String: Value] = [:]
        if case .record(let record) = selfValue { fields = record.fields }
        if case .object(let object) = selfValue { fields = object.fields }
        guard let stored = fields[name] else { return nil }
        if case .object(let object) = selfValue, property.wrapper?.name == "Published" {
            // In the class, `$name` of a `@Published` property is its publisher: the value now,
            // then each value assigned.
            return .swiftValue(ReaderStream { [weak object] receive in
                guard let object else { return ReaderCancellable() }
                var now = object.fields[name] ?? .null
                if case .binding(let cell) = now { now = cell.value }
                receive(now)
                return object.receiveChanges(of: name, receive)
            })
        }
        if case .binding = stored { return stored }
        if case .object = stored { return .binding(Cell(stored)) }
        return nil
    }

    /// The properties `$` can project, for suggestions.
    func projectable(_ selfValue: Value?) -> [String] {
        guard let selfValue, let type = declaredType(of: selfValue) else { return [] }
        return type.storedProperties.filter { $0.wrapper != nil }.map(\.name)
    }

    /// Whether `value`, a value of a declared type, has a property named `name` that is not static.
    func hasInstanceMember(_ name: String, _ value: Value) -> Bool {
        guard let type = declaredType(of: value), let property = module.property(name, of: type) else { return false }
        return !property.isStatic
    }

    /// The members of a value's declared type, for suggestions.
    func memberNames(of value: Value) -> [String] {
        guard let type = declaredType(of: value) else { return [] }
        return type.properties.map(\.name) + type.methods.map(\.name)
    }

    /// `Type.name`: a static property, an enum case, `allCases`, a static method, or a member
    /// of the reader's types (`Color.red`, `Double.infinity`).
    func staticMember(of typeName: String, _ name: String, at location: SourceLocation, implicit: Bool) throws -> Value? {
        // `Item.self`: the type as a value.
        if name == "self", !implicit { return .type(typeName) }
        if let type = module.types[typeName] {
            if let property = type.properties.first(where: { $0.name == name && $0.isStatic }) {
                return try staticProperty(property, of: typeName)
            }
            if type.kind == .enumeration {
                if let enumCase = type.cases.first(where: { $0.name == name }) {
                    return enumCase.associated.isEmpty ? .enumCase(type, name, []) : .function(Function(name: name) { [unowned self] arguments, location in
                        self.enumCase(type, name, arguments.map(\.value), at: location)
                    })
                }
                if name == "allCases" { return .array(type.cases.map { .enumCase(type, $0.name, []) }) }
            }
            if let method = module.methods(name, of: type, isStatic: true).first {
                return .function(Function(name: name) { [unowned self] arguments, location in
                    try self.call(method, self: .type(typeName), arguments, at: location)
                })
            }
            if module.types[typeName + "." + name] != nil { return .type(typeName + "." + name) }
            if implicit { return nil }
            throw Diagnostic(location: location, message: "type \(typeName) has no member '\(name)'\(Suggestion.hint(for: name, in: type.properties.filter(\.isStatic).map(\.name) + type.cases.map(\.name)))")
        }
        if let extended = module.extensions[typeName], let property = extended.properties.first(where: { $0.name == name && $0.isStatic }) {
            return try staticProperty(property, of: typeName)
        }
        if implicit { return nil }
        if typeName == "UserDefaults", name == "standard" { return .swiftValue(StoredDefaults(store: storage)) }
        if typeName == "Bundle", name == "main" { return .swiftValue(AppBundle(folder: module.resourceFolder)) }
        if typeName == "UIScreen", name == "main" { return .swiftValue(ReaderScreen()) }
        if name == "init", Standard.typeNames.contains(typeName) {
            // `.map(String.init)`: the initialiser as a function.
            return .function(Function(name: typeName + ".init") { [unowned self] arguments, location in
                guard let made = try Standard.construct(typeName, arguments, evaluator: self, at: location) else {
                    throw Diagnostic(location: location, message: "unknown initialiser '\(typeName).init'")
                }
                return made
            })
        }
        if let value = concurrencyStaticMember(typeName, name) ?? mainLoopMember(typeName, name) { return value }
        return try Standard.staticMember(of: typeName, name, at: location)
    }

    /// A static property's value: its default (evaluated each time it is read) or its getter's.
    func staticProperty(_ property: PropertyDecl, of typeName: String) throws -> Value {
        expectedType = property.type
        defer { expectedType = nil }
        return try withScope(Scope(parent: globals, names: ["Self": .type(typeName)])) {
            if let getter = property.getter {
                return getter.isViewBuilder ? .view(try viewBody(getter.body)) : try coerce(try functionResult(getter.body), to: property.type, at: property.location)
            }
            guard let initial = property.initial else {
                throw Diagnostic(location: property.location, message: "static property '\(property.name)' has no value")
            }
            return try coerce(try evaluate(initial).bound, to: property.type, at: initial.location)
        }
    }

    /// `value[arguments]`.
    func subscriptValue(_ value: Value, _ arguments: [ArgumentValue], at location: SourceLocation) throws -> Value {
        if case .binding(let cell) = value { return try subscriptValue(cell.value, arguments, at: location) }
        // A subscript a type of the files declares.
        if let type = declaredType(of: value),
           let getter = module.methods("subscript", of: type, isStatic: false).first(where: { Self.fits($0.parameters, arguments.map(\.label)) }) {
            return try call(getter, self: value, arguments, at: location)
        }
        return try Standard.subscriptValue(value, arguments, at: location)
    }

    // MARK: Types

    /// The value a type names in code (`Item.self`, `[Item].self`, `[String: Item].self`) as
    /// a written type; nil when it names none.
    func typeRef(of value: Value) -> TypeRef? {
        switch value {
        case .type(let name):
            if name.hasSuffix("?") { return typeRef(of: .type(String(name.dropLast()))).map(TypeRef.optional) }
            return .named(name, [])
        case .array(let elements) where elements.count == 1:
            return typeRef(of: elements[0]).map(TypeRef.array)
        case .dictionary(let pairs) where pairs.count == 1:
            guard let key = typeRef(of: pairs[0].key), let value = typeRef(of: pairs[0].value) else { return nil }
            return .dictionary(key, value)
        default:
            return nil
        }
    }

    /// A written type as the value that names it (the inverse of ``typeRef(of:)``).
    func typeValue(of type: TypeRef) -> Value {
        switch type {
        case .array(let element): .array([typeValue(of: element)])
        case .dictionary(let key, let value): .dictionary([(typeValue(of: key), typeValue(of: value))])
        case .optional(let wrapped): .type(wrapped.written + "?")
        default: .type(type.written)
        }
    }

    /// Whether a value names a type (`Item.self`, `[Item].self`), whose `.self` is itself.
    func namesType(_ value: Value) -> Bool {
        if case .type = value { return true }
        guard typeRef(of: value) != nil else { return false }
        switch value {
        case .array(let elements): return elements.allSatisfy(namesType)
        case .dictionary(let pairs): return pairs.allSatisfy { namesType($0.key) && namesType($0.value) }
        default: return false
        }
    }

    /// Whether a written type is optional.
    func isOptional(_ type: TypeRef) -> Bool {
        if case .optional = type { return true }
        return false
    }

    /// A written type without its optional.
    func unwrapped(_ type: TypeRef) -> TypeRef {
        if case .optional(let wrapped) = type { return unwrapped(wrapped) }
        return type
    }

    /// Whether a written type is a function type.
    func isFunctionType(_ type: TypeRef?) -> Bool {
        if case .function? = type { return true }
        return false
    }

    /// `value` as a value of the written type: an integer as a Double where a Double is
    /// written, `.name` as a case or static member of a declared type, a string literal as a String.
    func coerce(_ value: Value, to type: TypeRef?, at location: SourceLocation) throws -> Value {
        guard let type else { return value }
        switch (type, value) {
        case (.optional(let wrapped), _):
            if case .null = value { return value }
            return try coerce(value, to: wrapped, at: location)
        case (.named(let name, _), .int(let number)) where ["Double", "CGFloat", "Float", "TimeInterval"].contains(name):
            return .double(Double(number))
        case (.named("String", _), .literal):
            return value.bound
        case (.named(let name, _), .member(let member)):
            if let declared = module.types[name] {
                if declared.kind == .enumeration, declared.cases.contains(where: { $0.name == member }) {
                    return .enumCase(declared, member, [])
                }
                if let found = try staticMember(of: name, member, at: location, implicit: true) { return found }
            }
            if name == "Color" { return .color(try Convert.color(value, at: location)) }
            if let unit = MeasurementValue.unit(named: member, of: name) { return .swiftValue(unit) } // `let unit: UnitLength = .meters`
            if name == "Font" { return .font(try Convert.font(value, at: location) ?? .body) }
            return value
        case (.named(let name, _), .memberCall(let member, let arguments)):
            if let declared = module.types[name] {
                if declared.kind == .enumeration, declared.cases.contains(where: { $0.name == member }) {
                    return enumCase(declared, member, arguments.map(\.value), at: location)
                }
                if member == "init" {
                    let values = arguments
                    return try instantiate(declared, initialiser: (declared.initialisers + declared.extensionInitialisers).first { Self.fits($0.parameters, values.map(\.label)) }, values, at: location, isRoot: false)
                }
                if let method = module.methods(member, of: declared, isStatic: true).first {
                    return try call(method, self: .type(name), arguments, at: location)
                }
            }
            return value
        case (.tuple(let types, let labels), .tuple(let elements)) where types.count == elements.count:
            // The written labels name the elements: `let tools: [(name: String, symbol: String)] = [("Bold", "bold")]`.
            return .tuple(try zip(zip(types, labels), elements).map { pair, element in
                (pair.1 ?? element.label, try coerce(element.value, to: pair.0, at: location))
            })
        case (.array(let element), .array(let elements)):
            return .array(try elements.map { try coerce($0, to: element, at: location) })
        case (.dictionary(let keyType, let valueType), .dictionary(let pairs)):
            return .dictionary(try pairs.map { (try coerce($0.key, to: keyType, at: location), try coerce($0.value, to: valueType, at: location)) })
        case (.named(let name, _), .function(let function)) where name != "Binding":
            // A `@ViewBuilder` closure stored as a view (`let content: Content`).
            if module.types[name] == nil, !Standard.typeNames.contains(name) {
                return (try? function.call([], location)) ?? value
            }
            return value
        default:
            return value
        }
    }

    /// The default value of a written type: 0, "", false, nil, empty collections, an enum's
    /// first case, a struct of its properties' defaults.
    func defaultValue(of type: TypeRef, depth: Int) throws -> Value {
        guard depth < 8 else { throw Diagnostic(location: SourceLocation(line: 1, column: 1), message: "a type nests too deeply for a default value") }
        switch type {
        case .optional: return .null
        case .array: return .array([])
        case .dictionary: return .dictionary([])
        case .tuple(let elements, let labels): return .tuple(try zip(elements, labels).map { ($1, try defaultValue(of: $0, depth: depth + 1)) })
        case .named(let name, _):
            switch name {
            case "Int", "Int64", "Int32", "UInt": return .int(0)
            case "Double", "CGFloat", "Float", "TimeInterval": return .double(0)
            case "Bool": return .bool(false)
            case "String", "Character", "Substring": return .string("")
            case "Date": return .date(Date(timeIntervalSince1970: 0))
            case "UUID": return .uuid(UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)))
            case "Color": return .color(.clear)
            case "Set": return .array([])
            default: break
            }
            if let declared = module.types[name] {
                if declared.kind == .enumeration, let first = declared.cases.first {
                    return .enumCase(declared, first.name, try first.associatedTypes.map { try defaultValue(of: $0, depth: depth + 1) })
                }
                var fields: [String: Value] = [:]
                for property in declared.storedProperties {
                    if let initial = property.initial {
                        fields[property.name] = try coerce(try evaluate(initial).bound, to: property.type, at: initial.location)
                    } else if let written = property.type {
                        fields[property.name] = try defaultValue(of: written, depth: depth + 1)
                    }
                }
                return declared.kind == .classType ? .object(Object(type: declared, fields: fields)) : .record(Record(type: declared, fields: fields))
            }
        default: break
        }
        throw Diagnostic(location: SourceLocation(line: 1, column: 1), message: "no default value for \(type.written)")
    }
}

extension PropertyDecl {
    /// The property as a memberwise initialiser's parameter.
    var asParameter: Parameter {
        Parameter(label: name, name: name, type: type ?? .named("Any", []), defaultValue: initial, attributes: attributes)
    }
}

// MARK: Bindings to properties, and enum cases
extension Evaluator {
    /// The cell a binding to the property `name` of the value in `base` reads and writes
    /// (`$model.name`, `$item.title`): a stored property's own cell when it has one, else a cell
    /// whose writes go into the object's field (or into a copy of the struct, stored back in
    /// `base`), so that what the binding sets is what the property reads after.
    func writingThrough(_ base: Cell, _ name: String, _ value: Value) -> Cell {
        switch base.value {
        case .object(let object):
            if case .binding(let own)? = object.fields[name] { return own }
            guard object.fields[name] != nil else { return Cell(value) }
            let inner = Cell(value)
            inner.didChange = { [weak inner, weak object] in
                guard let inner, let object else { return }
                // A `@Published` property's subscribers are given the value before it is stored.
                object.publish(name, inner.value)
                object.set(name, to: inner.value)
            }
            return inner
        case .record(let record):
            if case .binding(let own)? = record.fields[name] { return own }
            guard record.fields[name] != nil else { return Cell(value) }
            let inner = Cell(value)
            inner.didChange = { [weak inner, weak base] in
                guard let inner, let base, case .record(var current) = base.value else { return }
                current.fields[name] = inner.value
                base.value = .record(current)
            }
            return inner
        default:
            return Cell(value)
        }
    }

    /// The cell a binding to the element `arguments` subscript in the value in `base` reads and
    /// writes (`$model.items[index]`): its writes are stored back into `base`'s collection. The
    /// element's cell holds `base`, which is often made for this binding alone.
    func writingThrough(_ base: Cell, subscript arguments: [ArgumentValue], at location: SourceLocation) throws -> Cell {
        let inner = Cell(try Standard.subscriptValue(base.value, arguments, at: location))
        inner.didChange = { [weak inner] in
            guard let inner, let updated = try? Standard.setSubscript(base.value, arguments, to: inner.value, at: location) else { return }
            base.value = updated
        }
        return inner
    }
}

extension Evaluator {
    /// The case `name` of `type` with its associated `values`, each converted to the type the
    /// case declares for it (`.square(side: 2)` holds the Double 2.0, as Swift's does).
    func enumCase(_ type: TypeDecl, _ name: String, _ values: [Value], at location: SourceLocation) -> Value {
        guard let declared = type.cases.first(where: { $0.name == name }) else { return .enumCase(type, name, values) }
        let converted = values.enumerated().map { index, value in
            declared.associatedTypes.indices.contains(index) ? (try? coerce(value, to: declared.associatedTypes[index], at: location)) ?? value : value
        }
        return .enumCase(type, name, converted)
    }
}

extension Evaluator {
    /// The qualified name of the type `name` nested in the type whose code is evaluated (or in
    /// one of the types it is nested in, innermost first): in `struct Basket { struct Item … }`,
    /// `Item` in Basket's code is `Basket.Item`, whichever other type has an `Item` too. Nil when
    /// no enclosing type has a nested type of that name.
    func enclosingNestedType(_ name: String) -> String? {
        let enclosing: String?
        if let selfValue = scope.lookup("self"), let type = declaredType(of: selfValue) {
            enclosing = type.qualifiedName
        } else if case .type(let typeName)? = scope.lookup("Self") {
            enclosing = module.types[typeName]?.qualifiedName
        } else {
            enclosing = nil
        }
        guard var prefix = enclosing else { return nil }
        while true {
            let candidate = prefix + "." + name
            if module.types[candidate] != nil { return candidate }
            guard let dot = prefix.lastIndex(of: ".") else { return nil }
            prefix = String(prefix[..<dot])
        }
    }
}

// MARK: Lazy properties and property observers
extension Evaluator {
    /// What a `lazy` property holds until it is first read.
    static let lazyMarker = "lazy property not yet read"

    /// A `lazy` property's value, made now with `self` at hand; an object keeps it.
    func lazyValue(of property: PropertyDecl, in instance: Value, at location: SourceLocation) throws -> Value {
        guard let initial = property.initial else { return .null }
        let value = try withScope(Scope(parent: globals, names: ["self": instance])) {
            try coerce(try evaluate(initial).bound, to: property.type, at: initial.location)
        }
        if case .object(let object) = instance { object.set(property.name, to: value) }
        return value
    }

    /// Runs `property`'s `willSet` (given `newValue`) or `didSet` (given `oldValue`) observer with
    /// `instance` as `self`; gives `self` as the observer left it (a struct's observer may change
    /// other properties).
    func observe(_ body: [Statement]?, of property: PropertyDecl, in instance: Value, given: (name: String, value: Value), at location: SourceLocation) throws -> Value {
        guard let body else { return instance }
        let observerScope = Scope(parent: globals, names: ["self": instance, given.name: given.value])
        _ = try withScope(observerScope) { try execute(body) }
        return observerScope["self"] ?? instance
    }
}
