import ScriptSyntax

/// A value of SwiftUI's that view code holds (a ``Value/swiftValue(_:)``) and that states its own
/// members, beside the values ``SwiftValueMembers`` reads: the proxies and contexts content
/// closures are handed (each conformance in the file of the view that hands the value over), and
/// the insets a geometry proxy gives (`Values/Geometry.swift`).
protocol HeldValueMembers {
    /// The names of the members the reader knows, for suggestions.
    static var memberNames: [String] { get }

    /// `value.name`, or nil when the reader knows no such member.
    func member(_ name: String) -> Value?

    /// `value.name(arguments)`, or nil when the reader knows no such method.
    func call(_ name: String, _ arguments: [ArgumentValue], at location: SourceLocation) throws -> Value?

    /// A value of the type of the optional member `name`, for the name an `if let` of a branch not
    /// taken binds (`if let image = phase.image` built for its type); nil when unknown.
    func sampleMember(_ name: String) -> Value?
}

extension HeldValueMembers {
    /// No methods.
    func call(_ name: String, _ arguments: [ArgumentValue], at location: SourceLocation) throws -> Value? { nil }

    /// No samples.
    func sampleMember(_ name: String) -> Value? { nil }
}
