import CombineCore

/// A publisher that ends at once with an error, as Combine's: `Fail(error: LoadError.offline)`.
public struct Fail<Output, Failure: Error>: Publisher {
    /// The error it ends with.
    public let error: Failure

    /// A publisher that ends with `error`.
    public init(error: Failure) {
        self.error = error
    }

    /// A publisher of `outputType` that ends with `failure`.
    public init(outputType: Output.Type, failure: Failure) {
        error = failure
    }

    /// Attaches `subscriber`: it is given an empty subscription, then the failure.
    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
        subscriber.receive(subscription: NoValues())
        subscriber.receive(completion: .failure(error))
    }
}

extension Fail: Equatable where Failure: Equatable {}
