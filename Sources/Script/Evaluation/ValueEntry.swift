import Builders

/// One of SwiftUI's value types the reader makes: its name, the arguments it takes and how it
/// makes the value. Each entry lives in its type's file under `Sources/Script/Values/` (the
/// gradient family's in `Views/Gradients.swift`), as a static member that ``ValueTable/all``
/// lists.
struct ValueEntry: Sendable {
    /// The type's name, the one view code calls: `GridItem`.
    let name: String
    /// The argument list accepted.
    let signature: Signature
    /// Makes the value from the checked call.
    let make: @Sendable (ViewCall) throws -> Any

    /// The type `name` taking `labels` and up to `unlabelled` unlabelled arguments.
    init(name: String, labels: [String] = [], unlabelled: Int = 0, make: @escaping @Sendable (ViewCall) throws -> Any) {
        self.name = name
        self.signature = Signature(labels: labels, unlabelled: unlabelled)
        self.make = make
    }
}
