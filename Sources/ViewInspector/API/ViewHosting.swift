import Builders
import Foundation
import Runtime

/// Shows views as a running app shows them, for tests written with ViewInspector's
/// `ViewHosting.host(view:)`: the view's `onAppear` runs, its `onReceive` subscriptions are made,
/// and its `@State` lives in the running app's storage, where an ``InspectionEmissary``'s
/// callbacks inspect it.
///
/// The package's own inspector needs no hosting: `tap()` on a view with `@State` changes the
/// state and the next inspection sees it. Hosting is for the hooks ViewInspector's tests put in
/// app code (`inspection.notice`, `didAppear`). A hosted view runs headless, in a
/// ``HeadlessDriver`` whose clock stands still; it stays hosted until ``expel(function:)``, or
/// until every callback of its emissary has run.
@preconcurrency @MainActor
public enum ViewHosting {
    /// Shows `view`, as the test function `function` hosts it (one view per function), at `size`
    /// in cells (80 × 24 when nil); its first frame is drawn before this returns.
    public static func host<V: View>(view: V, size: CGSize? = nil, function: String = #function) {
        let width = size.map { max(1, Int($0.width.rounded())) } ?? 80
        let height = size.map { max(1, Int($0.height.rounded())) } ?? 24
        HostedViews.shared.host(HeadlessDriver(view, width: min(width, 1_000), height: min(height, 1_000)), for: function)
    }

    /// Stops showing the view the test function `function` hosts: its subscriptions and tasks end.
    /// Nothing happens when the function hosts none.
    public static func expel(function: String = #function) {
        HostedViews.shared.expel(function)
    }
}
