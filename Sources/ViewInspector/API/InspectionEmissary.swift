import Builders
import CombineCore
import Foundation
import Inspect
import XCTest

/// An object a view holds so that a test can inspect the view while it is hosted, as
/// ViewInspector's `InspectionEmissary`: the view subscribes to ``notice`` and hands itself to
/// the callback registered for the line a notice names.
///
///     final class Inspection<V>: InspectionEmissary {
///         let notice = PassthroughSubject<UInt, Never>()
///         var callbacks: [UInt: (V) -> Void] = [:]
///         func visit(_ view: V, _ line: UInt) { callbacks.removeValue(forKey: line)?(view) }
///     }
///
///     // in the view:   .onReceive(inspection.notice) { inspection.visit(self, $0) }
///     // in the test:
///     let expectation = view.inspection.inspect { view in
///         try view.button().tap()
///         XCTAssertEqual(try view.button().labelView().text().string(), "On")
///         XCTAssertTrue(try view.actualView().isOn)  // the callback's view is typed: the hosted view
///     }
///     ViewHosting.host(view: view)
///     wait(for: [expectation], timeout: 1)
///
/// With this package a test rarely needs it: state changes without hosting (README, "Coming from
/// ViewInspector").
public protocol InspectionEmissary: AnyObject {
    /// The type of the view (or view modifier) that holds the emissary.
    associatedtype V
    /// Sends the line of the callback to run; the view receives it and calls it with itself.
    var notice: PassthroughSubject<UInt, Never> { get }
    /// The callbacks waiting to run, by the line of the test that registered each.
    var callbacks: [UInt: (V) -> Void] { get set }
}

extension InspectionEmissary where V: View {
    /// Registers `inspection` to run on the hosted view `delay` seconds after now (from the test's
    /// run loop, while it waits), and returns an expectation fulfilled when it has run. An error `inspection` throws
    /// fails the test at `file`:`line`.
    @preconcurrency @MainActor @discardableResult
    public func inspect(
        after delay: TimeInterval = 0, function: String = #function, file: StaticString = #filePath, line: UInt = #line,
        _ inspection: @escaping @MainActor (TypedInspectableView<V>) throws -> Void
    ) -> XCTestExpectation {
        schedule(onReceive: PassthroughSubject<UInt, Never>?.none, after: delay, function: function, file: file, line: line, root: { TypedInspectableView(try $0.inspect()) }, inspection)
    }

    /// Registers `inspection` to run on the hosted view `delay` seconds after `publisher`'s first
    /// value, and returns an expectation fulfilled when it has run.
    @preconcurrency @MainActor @discardableResult
    public func inspect<P: Publisher>(
        onReceive publisher: P, after delay: TimeInterval = 0, function: String = #function, file: StaticString = #filePath,
        line: UInt = #line, _ inspection: @escaping @MainActor (TypedInspectableView<V>) throws -> Void
    ) -> XCTestExpectation where P.Failure == Never {
        schedule(onReceive: publisher, after: delay, function: function, file: file, line: line, root: { TypedInspectableView(try $0.inspect()) }, inspection)
    }
}

extension InspectionEmissary where V: ViewModifier {
    /// Registers `inspection` to run on the hosted modifier `delay` seconds after now, and returns
    /// an expectation fulfilled when it has run; the inspection's root is the modifier's body,
    /// whose content is ``InspectableView/viewModifierContent(_:)``.
    @preconcurrency @MainActor @discardableResult
    public func inspect(
        after delay: TimeInterval = 0, function: String = #function, file: StaticString = #filePath, line: UInt = #line,
        _ inspection: @escaping @MainActor (TypedInspectableView<V>) throws -> Void
    ) -> XCTestExpectation {
        schedule(onReceive: PassthroughSubject<UInt, Never>?.none, after: delay, function: function, file: file, line: line, root: { TypedInspectableView(try $0.inspect()) }, inspection)
    }

    /// Registers `inspection` to run on the hosted modifier `delay` seconds after `publisher`'s
    /// first value, and returns an expectation fulfilled when it has run.
    @preconcurrency @MainActor @discardableResult
    public func inspect<P: Publisher>(
        onReceive publisher: P, after delay: TimeInterval = 0, function: String = #function, file: StaticString = #filePath,
        line: UInt = #line, _ inspection: @escaping @MainActor (TypedInspectableView<V>) throws -> Void
    ) -> XCTestExpectation where P.Failure == Never {
        schedule(onReceive: publisher, after: delay, function: function, file: file, line: line, root: { TypedInspectableView(try $0.inspect()) }, inspection)
    }
}

extension InspectionEmissary {
    /// Registers the callback for `line` (`root` inspects the subject, then `inspection` runs) and
    /// sends its notice `delay` seconds after now, or after `publisher`'s first value when given.
    @MainActor
    fileprivate func schedule<P: Publisher>(
        onReceive publisher: P?, after delay: TimeInterval, function: String,
        file: StaticString, line: UInt, root: @escaping @MainActor (V) throws -> TypedInspectableView<V>,
        _ inspection: @escaping @MainActor (TypedInspectableView<V>) throws -> Void
    ) -> XCTestExpectation where P.Failure == Never {
        let expectation = register(function: function, file: file, line: line) { subject in try inspection(try root(subject)) }
        if let publisher {
            sendNotice(line: line, after: delay, onFirstValueOf: publisher)
        } else {
            sendNotice(line: line, after: delay)
        }
        return expectation
    }

    /// Keeps the callback for `line`: it runs `body` on the main actor, reports what it throws,
    /// expels the function's view once no callback is left, and fulfils the expectation.
    @MainActor
    fileprivate func register(
        function: String, file: StaticString, line: UInt, _ body: @escaping @MainActor (V) throws -> Void
    ) -> XCTestExpectation {
        let expectation = XCTestExpectation(description: "Inspection at line \(line)")
        callbacks[line] = { [weak self] subject in
            onMainActor(subject) { subject in
                do {
                    try body(subject)
                } catch {
                    XCTFail(error.localizedDescription, file: file, line: line)
                }
                HostedViews.shared.settle()
                if self?.callbacks.isEmpty ?? true { HostedViews.shared.expel(function) }
            }
            expectation.fulfill()
        }
        return expectation
    }

    /// Sends `line` on the notice after `delay` seconds, from the run loop of the thread the test
    /// runs on, which its `wait(for:timeout:)` runs: the main thread's under XCTest, and whichever
    /// thread runs a Swift Testing test on the main actor (a block on the main queue, which a wait
    /// cannot drain, would never run there).
    @MainActor
    fileprivate func sendNotice(line: UInt, after delay: TimeInterval) {
        let notice = NoticeSender(notice)
        let timer = Timer(timeInterval: max(0, delay), repeats: false) { _ in notice.send(line) }
        HostedViews.shared.keep(timer)
        RunLoop.current.add(timer, forMode: .common)
    }

    /// Sends `line` on the notice `delay` seconds after `publisher`'s first value.
    @MainActor
    fileprivate func sendNotice<P: Publisher>(line: UInt, after delay: TimeInterval, onFirstValueOf publisher: P) where P.Failure == Never {
        let subscription = FirstValueSubscription()
        subscription.token = publisher.sink { [weak self, subscription] _ in
            guard !subscription.fired else { return }
            subscription.fired = true
            subscription.token = nil
            guard let self else { return }
            onMainActor(self) { $0.sendNotice(line: line, after: delay) }
        }
        // A publisher that gave its first value while subscribing keeps no subscription.
        if subscription.fired { subscription.token = nil }
    }
}

/// The notice, held weakly, handed to a run loop: a notice sent after its view went is dropped.
private struct NoticeSender: @unchecked Sendable {
    private weak var notice: PassthroughSubject<UInt, Never>?

    init(_ notice: PassthroughSubject<UInt, Never>) {
        self.notice = notice
    }

    func send(_ line: UInt) {
        notice?.send(line)
    }
}

/// A subscription that ends after its first value (it holds its own token until then).
private final class FirstValueSubscription {
    var token: AnyCancellable?
    var fired = false
}
