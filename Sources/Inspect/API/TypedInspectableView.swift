/// A cursor on a view whose type a step named, as ViewInspector's `InspectableView<ViewType.View<V>>`:
/// `view(Row.self)`, `find(Row.self)`, and the view an inspection registered on a hosted `Row`
/// gives. Every verb of ``InspectableView`` works on it, and ``actualView()`` gives the view as a
/// `V`, so a test reads its properties with their types:
///
///     let row = try sut.inspect().find(Row.self).actualView()
///     XCTAssertTrue(row.isSelected)
public final class TypedInspectableView<V>: InspectableView {
    /// A typed cursor on the view `view` is on.
    package override init(_ view: InspectableView) {
        super.init(view)
    }

    /// The view itself, as a `V`; throws a type mismatch when it is not one (a generic custom view
    /// found as `Row<Never>` whose generic arguments differ).
    public func actualView() throws -> V {
        try actualView(V.self)
    }
}
