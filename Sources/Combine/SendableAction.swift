import CombineCore

/// A scheduler's action, handed to Dispatch or Foundation, which take only `Sendable` closures.
/// Combine's schedulers take any action and run it once, where they were told to; so does the
/// receiver of this box.
struct SendableAction: @unchecked Sendable {
    let run: () -> Void

    init(_ run: @escaping () -> Void) {
        self.run = run
    }
}

/// What a scheduler returns for repeated work outside an app: cancelling it stops the work;
/// letting go of it does not (as Combine's schedulers' cancellables).
struct CancelAction: Cancellable {
    let stop: () -> Void

    init(_ stop: @escaping () -> Void) {
        self.stop = stop
    }

    func cancel() {
        stop()
    }
}
