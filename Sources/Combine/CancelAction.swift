import CombineCore

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
