/// Reads a stored property by label.
enum MirrorValue {
    static func read(_ value: Any, _ label: String) -> Any? {
        Mirror(reflecting: value).descendant(label)
    }
}
