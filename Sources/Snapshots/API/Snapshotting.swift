/// A way to take a snapshot of a value: how a `Value` becomes a `Format` that is kept in a
/// reference file, the file's extension, and how two snapshots are compared (``Diffing``).
/// Strategies are values, made once and passed to ``assertSnapshot(of:as:named:record:fileID:filePath:function:line:column:)``:
///
///     assertSnapshot(of: CounterView(), as: .lines(width: 40))
///     assertSnapshot(of: CounterView(), as: .dump)
///
/// A strategy for another type is made from an existing one with ``pullback(_:)``.
/// Taking a snapshot is isolated to the main actor, as inspecting and drawing a view are.
public struct Snapshotting<Value, Format>: Sendable {
    /// The reference file's extension, without its dot: `txt`, `json`.
    public var pathExtension: String
    /// How snapshots of this format are stored and compared.
    public var diffing: Diffing<Format>
    /// Takes the snapshot of a value; throws when the value cannot be inspected or drawn.
    public var snapshot: @MainActor @Sendable (Value) throws -> Format

    /// A strategy that writes files ending in `pathExtension`, compares with `diffing`, and
    /// takes a snapshot with `snapshot`.
    public init(pathExtension: String, diffing: Diffing<Format>, snapshot: @escaping @MainActor @Sendable (Value) throws -> Format) {
        self.pathExtension = pathExtension
        self.diffing = diffing
        self.snapshot = snapshot
    }

    /// The same strategy for values of another type, which `transform` turns into this
    /// strategy's values first:
    ///
    ///     let byModel = Snapshotting<CounterView, String>.dump.pullback { (counter: Counter) in CounterView(count: counter.count) }
    public func pullback<NewValue>(_ transform: @escaping @MainActor @Sendable (NewValue) throws -> Value) -> Snapshotting<NewValue, Format> {
        let snapshot = self.snapshot
        return Snapshotting<NewValue, Format>(pathExtension: pathExtension, diffing: diffing) { value in
            try snapshot(try transform(value))
        }
    }
}
