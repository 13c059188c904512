import Builders
import ScriptSyntax

extension ViewEntry {
    /// `ForEach(data) { element in … }` over a half-open range, or an array with `id:` or of
    /// Identifiable elements; `ForEach(0..<n, id: \.self)`.
    static let forEach = ViewEntry(name: "ForEach", labels: ["id", "content"], unlabelled: 2, build: forEachView)

    @Sendable private static func forEachView(_ call: ViewCall) throws -> any View {
        let arguments = call.arguments, evaluator = call.evaluator
        guard let dataArgument = arguments.unlabelled(0) else { throw call.missing("data, as ForEach(0..<3) { i in … }") }
        guard let contentArgument = arguments.named("content") ?? arguments.unlabelled(1), case .closure(let closure) = contentArgument.value else {
            throw call.missing("a content closure, as ForEach(0..<3) { i in … }")
        }
        if case .binary("...", _, _, let location) = dataArgument.value {
            throw Diagnostic(location: location, message: "expected a half-open range such as 0..<3 for ForEach, found a closed range")
        }
        let data = try call.value(dataArgument)
        switch data {
        case .range(let range) where arguments.named("id") != nil:
            guard let id = arguments.named("id"), case .keyPath(let path) = try call.value(id), path == ["self"] else {
                throw Diagnostic(location: dataArgument.location, message: "ForEach over a range takes 'id: \\.self' or no id")
            }
            try checkCount(of: range, at: dataArgument.location)
            let views = try range.map { try evaluator.element(closure, .int($0)) }
            let sample = try views.first ?? evaluator.element(closure, .int(range.lowerBound))
            return TypedBuilders.forEach(keyedRange: range, views: views, sample: sample)
        case .range(let range):
            try checkCount(of: range, at: dataArgument.location)
            let views = try range.map { try evaluator.element(closure, .int($0)) }
            let sample = try views.first ?? evaluator.element(closure, .int(range.lowerBound))
            return TypedBuilders.forEach(range: range, views: views, sample: sample)
        case .array(let elements):
            guard elements.count <= ViewTable.forEachLimit else {
                throw Diagnostic(location: dataArgument.location, message: "a ForEach over more than \(ViewTable.forEachLimit) elements")
            }
            let idPath: [String]?
            if let id = arguments.named("id") {
                guard case .keyPath(let path) = try call.value(id) else {
                    throw Diagnostic(location: id.location, message: "expected a key path such as \\.self or \\.id for 'id:'")
                }
                idPath = path
            } else {
                idPath = nil
            }
            if idPath == ["self"], elements.isEmpty {
                // No element tells the type: integers if the content reads one, else strings.
                if let sample = try? evaluator.element(closure, .int(0)) { return TypedBuilders.forEach(data: [Int](), views: [], sample: sample) }
                let sample = (try? evaluator.element(closure, .string(""))) ?? EmptyView()
                return TypedBuilders.forEach(data: [String](), views: [], sample: sample)
            }
            if idPath == ["self"], elements.allSatisfy({ if case .int = $0 { true } else { false } }) {
                let numbers = elements.compactMap { if case .int(let n) = $0 { n } else { nil } }
                let views = try numbers.map { try evaluator.element(closure, .int($0)) }
                let sample = try views.first ?? evaluator.element(closure, .int(0))
                return TypedBuilders.forEach(data: numbers, views: views, sample: sample)
            }
            if idPath == ["self"], !elements.isEmpty, elements.allSatisfy(\.isStringLike) {
                let strings = elements.compactMap(\.text)
                let views = try strings.map { try evaluator.element(closure, .string($0)) }
                let sample = try views.first ?? evaluator.element(closure, .string(""))
                return TypedBuilders.forEach(data: strings, views: views, sample: sample)
            }
            return try forEachDefined(elements, idPath: idPath, closure: closure, call: call, at: dataArgument.location)
        default:
            throw Diagnostic(location: dataArgument.location, message: "expected a range or an array, found \(data.kindDescription)")
        }
    }

    /// A ForEach over values of the file's types (or mixed values): each a ``DefinedValue``,
    /// identified by itself (`id: \\.self`), by the key path given, or by its `id` (Identifiable).
    private static func forEachDefined(_ elements: [Value], idPath: [String]?, closure: Closure, call: ViewCall, at location: SourceLocation) throws -> any View {
        let evaluator = call.evaluator
        var data: [DefinedValue] = []
        data.reserveCapacity(elements.count)
        for element in elements {
            var id: AnyHashable?
            if let idPath, idPath != ["self"] {
                var value = element
                for name in idPath { value = try evaluator.member(of: value, name, at: location) ?? .null }
                id = try Convert.identity(value, at: location)
            } else if idPath == nil {
                guard let value = try? evaluator.member(of: element, "id", at: location) else {
                    throw Diagnostic(location: location, message: "ForEach over \(element.kindDescription)s needs 'id:' (such as \\.self) or Identifiable elements (an 'id' property)")
                }
                id = try Convert.identity(value, at: location)
            }
            data.append(try Convert.defined(element, id: id, at: location))
        }
        let views = try elements.map { try evaluator.element(closure, $0) }
        let sample = views.first ?? (try? evaluator.element(closure, .null)) ?? EmptyView()
        return TypedBuilders.forEach(defined: data, bySelf: idPath == ["self"], views: views, sample: sample)
    }

    private static func checkCount(of range: Range<Int>, at location: SourceLocation) throws {
        let (span, overflow) = range.upperBound.subtractingReportingOverflow(range.lowerBound)
        guard !overflow, span <= ViewTable.forEachLimit else {
            throw Diagnostic(location: location, message: "a ForEach over more than \(ViewTable.forEachLimit) elements")
        }
    }
}

extension ViewTable {
    /// The most elements one ForEach may have.
    static let forEachLimit = 100_000
}

extension TypedBuilders {
    /// `ForEach(range) { i in … }` whose content returns the views made for each number.
    static func forEach(range: Range<Int>, views: [any View], sample: any View) -> any View {
        func open<C: View>(_ sample: C) -> any View {
            let typed = views.map { $0 as? C ?? sample }
            let content: (Int) -> C = { i in
                let offset = i - range.lowerBound
                return typed.indices.contains(offset) ? typed[offset] : sample
            }
            return ForEach(range, content: content)
        }
        return open(sample)
    }

    /// `ForEach(range, id: \.self) { i in … }`: identified by the number, not the offset.
    static func forEach(keyedRange range: Range<Int>, views: [any View], sample: any View) -> any View {
        func open<C: View>(_ sample: C) -> any View {
            let typed = views.map { $0 as? C ?? sample }
            let content: (Int) -> C = { i in
                let offset = i - range.lowerBound
                return typed.indices.contains(offset) ? typed[offset] : sample
            }
            return ForEach(range, id: \.self, content: content)
        }
        return open(sample)
    }

    /// `ForEach(data, id: \.self) { element in … }` over strings or integers.
    static func forEach<E: Hashable>(data: [E], views: [any View], sample: any View) -> any View {
        func open<C: View>(_ sample: C) -> any View {
            var byElement: [E: C] = [:]
            for (element, view) in zip(data, views) where byElement[element] == nil {
                byElement[element] = view as? C ?? sample
            }
            let content: (E) -> C = { byElement[$0] ?? sample }
            return ForEach(data, id: \.self, content: content)
        }
        return open(sample)
    }

    /// `ForEach(data, id: \.self)` (`bySelf`) or `ForEach(data)` over stand-ins of declared values.
    static func forEach(defined data: [DefinedValue], bySelf: Bool, views: [any View], sample: any View) -> any View {
        // Elements whose views differ in type (a branch the reader could not type) are erased, never swapped.
        if let first = views.first, views.contains(where: { type(of: $0) != type(of: first) }) {
            return forEach(defined: data, bySelf: bySelf, views: views.map(anyView), sample: anyView(sample))
        }
        func open<C: View>(_ sample: C) -> any View {
            var byElement: [DefinedValue: C] = [:]
            for (element, view) in zip(data, views) where byElement[element] == nil {
                byElement[element] = view as? C ?? sample
            }
            let content: (DefinedValue) -> C = { byElement[$0] ?? sample }
            return bySelf ? ForEach(data, id: \.self, content: content) : ForEach(data, content: content)
        }
        return open(sample)
    }
}
