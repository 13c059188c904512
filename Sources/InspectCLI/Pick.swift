import Inspect

/// `inspect pick`: the interactive picker.
enum Pick {
    static func run(_ root: InspectableView) throws -> String {
        throw CommandError(message: "inspect pick: not available yet", code: .failure)
    }
}
