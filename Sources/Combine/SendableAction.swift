/// A scheduler's action, handed to Dispatch or Foundation, which take only `Sendable` closures.
/// Combine's schedulers take any action and run it where they were told to; so does the
/// receiver of this box.
struct SendableAction: @unchecked Sendable {
    let run: () -> Void

    init(_ run: @escaping () -> Void) {
        self.run = run
    }
}
