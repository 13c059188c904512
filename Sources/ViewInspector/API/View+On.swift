import Builders
import Inspect
import XCTest

extension View {
    /// Makes the view's callback property at `keyPath` (such as a `didAppear` the view calls from
    /// its `onAppear`) inspect the view it is called with, as ViewInspector's `on(_:perform:)`:
    /// the returned expectation is fulfilled once `perform` has run, and an error it throws fails
    /// the test at `file`:`line`.
    @MainActor @discardableResult
    public mutating func on(
        _ keyPath: WritableKeyPath<Self, ((Self) -> Void)?>, function: String = #function, file: StaticString = #filePath,
        line: UInt = #line, perform: @escaping @MainActor (InspectableView) throws -> Void
    ) -> XCTestExpectation {
        let expectation = XCTestExpectation(description: "Callback at line \(line)")
        self[keyPath: keyPath] = { view in
            onMainActor(view) { view in
                view.inspect(function: function, file: file, line: line, inspection: perform)
                HostedViews.shared.settle()
            }
            expectation.fulfill()
        }
        return expectation
    }

    /// Inspects the view and runs `inspection` on it; an error either throws fails the test at
    /// `file`:`line`, as ViewInspector's closure-taking `inspect` does.
    @MainActor
    public func inspect(
        function: String = #function, file: StaticString = #filePath, line: UInt = #line,
        inspection: (InspectableView) throws -> Void
    ) {
        do {
            try inspection(try inspect())
        } catch {
            XCTFail(error.localizedDescription, file: file, line: line)
        }
    }
}

extension ViewModifier {
    /// Makes the modifier's callback property at `keyPath` inspect the modifier it is called with,
    /// as ``View/on(_:function:file:line:perform:)`` does for a view; the inspection's root is the
    /// modifier's body.
    @MainActor @discardableResult
    public mutating func on(
        _ keyPath: WritableKeyPath<Self, ((Self) -> Void)?>, function: String = #function, file: StaticString = #filePath,
        line: UInt = #line, perform: @escaping @MainActor (InspectableView) throws -> Void
    ) -> XCTestExpectation {
        let expectation = XCTestExpectation(description: "Callback at line \(line)")
        self[keyPath: keyPath] = { modifier in
            onMainActor(modifier) { modifier in
                modifier.inspect(function: function, file: file, line: line, inspection: perform)
                HostedViews.shared.settle()
            }
            expectation.fulfill()
        }
        return expectation
    }

    /// Inspects the modifier's body and runs `inspection` on it; an error either throws fails the
    /// test at `file`:`line`.
    @MainActor
    public func inspect(
        function: String = #function, file: StaticString = #filePath, line: UInt = #line,
        inspection: (InspectableView) throws -> Void
    ) {
        do {
            try inspection(try inspect())
        } catch {
            XCTFail(error.localizedDescription, file: file, line: line)
        }
    }
}
