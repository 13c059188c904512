import Builders
import Runtime
@testable import Script
import ScriptSyntax
import Terminal
import Testing
import Expectations

/// What a reading made is freed when its tree is dropped: the reader's scopes, the closures,
/// cells and objects they hold, and, for a file run live, the state each position kept.
///
/// Closure values keep the scope they were made in, so a closure stored where its scope reaches
/// (a top-level `let`, a local `let`, a model's property set by an action) is a reference cycle.
/// These tests hold everything a reading made weakly and drop the tree: a cycle left anywhere
/// keeps its members alive, and the test names them (no sanitizer needed).
@MainActor @Suite struct ReaderOwnershipTests {
    /// A file with every kind of cycle: a global closure, a closure in a body's block, a model
    /// whose initialiser sets its property to a closure of its own scope (which holds the model),
    /// an action that sets that property to a closure of the action's scope (which holds the
    /// view's state, which holds the model), state, and a ForEach.
    static let source = """
    import SwiftUI

    let greeting: (String) -> String = { name in "Hello, \\(name)" }

    @Observable
    class Model {
        var count = 0
        var onChange: () -> Void = {}

        init() {
            onChange = { self.count += 0 }
        }

        func increment() {
            count += 1
            self.onChange()
        }
    }

    struct Row: View {
        let title: String
        let action: () -> Void

        var body: some View {
            Button(action: action) {
                Text(title)
            }
        }
    }

    struct CounterView: View {
        @State private var model = Model()
        @State private var taps = 0

        var body: some View {
            let label = { n in "Count: \\(n)" }
            VStack {
                Text(label(model.count))
                Text("Taps: \\(taps)")
                Text(greeting("Ada"))
                Row(title: "Add") {
                    model.onChange = { taps += 1 }
                    model.increment()
                }
                ForEach(0..<2) { index in
                    Text("Row \\(index)")
                }
            }
        }
    }

    #Preview {
        CounterView()
    }
    """

    @Test func aTreeReadAndDroppedWithItsEvaluatorFreesTheScopesAndObjectsItsReadingMade() throws {
        var references = WeakReferences()
        var reading: (view: any View, evaluator: Evaluator)? = try LargeStack.run {
            let evaluator = Evaluator(module: try Module(files: [try Parser.parse(Self.source, file: 0)]))
            let view = try evaluator.root(preview: nil, root: nil)
            references.collect(from: evaluator)
            return (view, evaluator)
        }
        #expect(reading != nil)
        // The globals, and the model with its initialiser's scopes, which its closure keeps, are among
        // what is held; the body's scopes went with the evaluation (its closure `label` does not keep them).
        expectEqual(references.count(of: "evaluator"), 1)
        #expect(references.count(of: "scope") >= 3)
        expectEqual(references.count(of: "object"), 1)
        expectEqual(references.alive.count, references.all.count)
        reading = nil
        expectEqual(references.alive, [])
    }

    @Test func aLiveTreeDroppedAfterItsActionsRanFreesItsStateAndEvaluator() throws {
        var references = WeakReferences()
        var driver: HeadlessDriver? = try {
            let session = LiveSession(fileNames: ["test.swift"])
            let evaluator = try LargeStack.run {
                Evaluator(module: try Module(files: [try Parser.parse(Self.source, file: 0)]), live: session)
            }
            let view = try evaluator.liveRoot(preview: nil, root: nil)
            @MainActor func open<V: View>(_ view: V) -> HeadlessDriver { HeadlessDriver(view, width: 40, height: 10) }
            let driver = open(view)
            // The button runs its action: the model's property holds a closure of the action's scope.
            driver.press(.enter)
            driver.press(.enter)
            references.collect(from: evaluator)
            for table in session.tables { references.add(table, "position state") }
            references.add(session, "session")
            return driver
        }()
        let text = driver?.text ?? ""
        #expect(text.contains("Count: 2"), "\(text)")
        #expect(text.contains("Taps: 2"), "\(text)")
        // The preview's and CounterView's positions at least; the model kept in CounterView's state
        // and the ones each evaluation of the preview made and dropped (each kept by its own closure,
        // as in Swift), till the evaluator goes.
        #expect(references.count(of: "position state") >= 2)
        #expect(references.count(of: "object") >= 1)
        expectEqual(references.alive.count, references.all.count)
        driver = nil
        expectEqual(references.alive, [])
    }

    @Test func aLiveTreeKeepsNoMoreScopesAfterManyActionsThanAfterTwo() throws {
        // Without the model's initialiser, whose closure keeps its model as it would in Swift.
        let initialiser = "    init() {\n        onChange = { self.count += 0 }\n    }\n"
        expectContains(Self.source, initialiser)
        let source = Self.source.replacingOccurrences(of: initialiser, with: "")
        let (text, afterTwo, afterTwelve) = try {
            let evaluator = try LargeStack.run {
                Evaluator(module: try Module(files: [try Parser.parse(source, file: 0)]), live: LiveSession(fileNames: ["test.swift"]))
            }
            let view = try evaluator.liveRoot(preview: nil, root: nil)
            @MainActor func open<V: View>(_ view: V) -> HeadlessDriver { HeadlessDriver(view, width: 40, height: 10) }
            let driver = open(view)
            driver.press(.enter)
            driver.press(.enter)
            let afterTwo = evaluator.capturedScopes.alive.count
            for _ in 0..<10 { driver.press(.enter) }
            return (driver.text, afterTwo, evaluator.capturedScopes.alive.count)
        }()
        #expect(text.contains("Count: 12"), "\(text)")
        // Each action evaluates CounterView's body again: the scope of each evaluation, which its
        // own closure `label` is stored in, goes when the next replaces it.
        #expect(afterTwelve <= afterTwo)
    }
}

/// Weak references to what a reading made, each with what it is.
struct WeakReferences {
    private var entries: [(what: String, object: () -> AnyObject?)] = []
    private var seen: Set<ObjectIdentifier> = []

    /// What each reference is.
    var all: [String] { entries.map(\.what) }

    /// What each reference still alive is.
    var alive: [String] { entries.filter { $0.object() != nil }.map(\.what) }

    /// How many references are to a `what`.
    func count(of what: String) -> Int { entries.filter { $0.what == what }.count }

    /// Holds `object` weakly, once.
    mutating func add(_ object: AnyObject, _ what: String) {
        guard seen.insert(ObjectIdentifier(object)).inserted else { return }
        entries.append((what, { [weak object] in object }))
    }

    /// The evaluator, its globals, and every scope a closure captured, with the scopes around
    /// them and the cells, objects and scopes their values hold.
    mutating func collect(from evaluator: Evaluator) {
        add(evaluator, "evaluator")
        collect(scope: evaluator.globals)
        for scope in evaluator.capturedScopes.alive { collect(scope: scope) }
    }

    private mutating func collect(scope: Scope) {
        var next: Scope? = scope
        while let current = next, !seen.contains(ObjectIdentifier(current)) {
            add(current, "scope")
            for name in current.ownNames {
                if let value = current[name] { collect(value, depth: 0) }
            }
            next = current.parent
        }
    }

    private mutating func collect(_ value: Value, depth: Int) {
        guard depth < 8 else { return }
        switch value {
        case .binding(let cell):
            guard !seen.contains(ObjectIdentifier(cell)) else { return }
            add(cell, "cell")
            collect(cell.value, depth: depth + 1)
        case .object(let object):
            guard !seen.contains(ObjectIdentifier(object)) else { return }
            add(object, "object")
            for field in object.fields.values { collect(field, depth: depth + 1) }
        case .record(let record):
            for field in record.fields.values { collect(field, depth: depth + 1) }
        case .closure(_, let scope):
            collect(scope: scope)
        case .array(let elements):
            for element in elements { collect(element, depth: depth + 1) }
        default:
            break
        }
    }
}
