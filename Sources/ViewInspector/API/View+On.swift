import Builders
import Inspect
import XCTest

extension View {
    /// Makes the view's callback property at `keyPath` (such as a `didAppear` the view calls from
    /// its `onAppear`) inspect the view it is called with, as ViewInspector's `on(_:perform:)`:
    /// the returned expectation is fulfilled once `perform` has run, and an error it throws fails
    /// the test at `file`:`line`.
    @preconcurrency @MainActor @discardableResult
    public mutating func on(
        _ keyPath: WritableKeyPath<Self, ((Self) -> Void)?>, function: String = #function, file: StaticString = #filePath,
        line: UInt = #line, perform: @escaping @MainActor (TypedInspectableView<Self>) throws -> Void
    ) -> XCTestExpectation {
        let (callback, expectation) = inspectingCallback(file: file, line: line, root: { (subject: Self) in TypedInspectableView(try subject.inspect()) }, perform)
        self[keyPath: keyPath] = callback
        return expectation
    }

    /// Inspects the view and runs `inspection` on it; an error either throws fails the test at
    /// `file`:`line`, as ViewInspector's closure-taking `inspect` does.
    @preconcurrency @MainActor
    public func inspect(
        function: String = #function, file: StaticString = #filePath, line: UInt = #line,
        inspection: (InspectableView) throws -> Void
    ) {
        reportingFailure(file: file, line: line) { try inspection(try inspect()) }
    }
}

extension ViewModifier {
    /// Makes the modifier's callback property at `keyPath` inspect the modifier it is called with,
    /// as ``View/on(_:function:file:line:perform:)`` does for a view; the inspection's root is the
    /// modifier's body.
    @preconcurrency @MainActor @discardableResult
    public mutating func on(
        _ keyPath: WritableKeyPath<Self, ((Self) -> Void)?>, function: String = #function, file: StaticString = #filePath,
        line: UInt = #line, perform: @escaping @MainActor (TypedInspectableView<Self>) throws -> Void
    ) -> XCTestExpectation {
        let (callback, expectation) = inspectingCallback(file: file, line: line, root: { (subject: Self) in TypedInspectableView(try subject.inspect()) }, perform)
        self[keyPath: keyPath] = callback
        return expectation
    }

    /// Inspects the modifier's body and runs `inspection` on it; an error either throws fails the
    /// test at `file`:`line`.
    @preconcurrency @MainActor
    public func inspect(
        function: String = #function, file: StaticString = #filePath, line: UInt = #line,
        inspection: (InspectableView) throws -> Void
    ) {
        reportingFailure(file: file, line: line) { try inspection(try inspect()) }
    }
}

/// A callback that inspects the value it is called with (`root` makes the inspection) and runs
/// `perform` on it, then draws what changed in the hosted views; and the expectation it fulfils.
@MainActor
private func inspectingCallback<Subject>(
    file: StaticString, line: UInt, root: @escaping @MainActor (Subject) throws -> TypedInspectableView<Subject>,
    _ perform: @escaping @MainActor (TypedInspectableView<Subject>) throws -> Void
) -> (callback: (Subject) -> Void, expectation: XCTestExpectation) {
    let expectation = XCTestExpectation(description: "Callback at line \(line)")
    let callback: (Subject) -> Void = { subject in
        onMainActor(subject) { subject in
            reportingFailure(file: file, line: line) { try perform(try root(subject)) }
            HostedViews.shared.settle()
        }
        expectation.fulfill()
    }
    return (callback, expectation)
}

/// Runs `body`; an error it throws fails the test at `file`:`line`.
private func reportingFailure(file: StaticString, line: UInt, _ body: () throws -> Void) {
    do {
        try body()
    } catch {
        XCTFail(error.localizedDescription, file: file, line: line)
    }
}
