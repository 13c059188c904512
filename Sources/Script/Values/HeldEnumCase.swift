import ScriptSyntax

/// A Swift enum value that view code matches by case (`case .success(let image):`,
/// `if case .failure = phase`), beside its members (``HeldValueMembers``): each conformance in the
/// file of the view that hands the value over.
protocol HeldEnumCase {
    /// The name of the value's case (`success`).
    var caseName: String { get }

    /// The case's associated values, in order, as the reader holds them.
    var associatedValues: [Value] { get }

    /// Values of the types of the case `name`'s associated values, for the names a pattern of a
    /// branch not taken binds (`case .success(let image):` built for its type); nil when unknown.
    static func sampleAssociatedValues(ofCase name: String) -> [Value]?
}
