/// A publisher whose type is hidden, as Combine's: `AnyPublisher<Int, Never>` in a property
/// or a function's result, made with ``Publisher/eraseToAnyPublisher()``.
public struct AnyPublisher<Output, Failure: Error>: Publisher {
    private let box: PublisherBox<Output, Failure>

    /// Hides the type of `publisher`.
    public init<P: Publisher>(_ publisher: P) where P.Output == Output, P.Failure == Failure {
        box = (publisher as? AnyPublisher<Output, Failure>)?.box ?? ErasedPublisherBox(publisher)
    }

    /// Attaches `subscriber` to the hidden publisher.
    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
        box.receive(subscriber: subscriber)
    }
}

extension AnyPublisher {
    /// This publisher itself.
    public func eraseToAnyPublisher() -> AnyPublisher<Output, Failure> {
        self
    }
}

extension Publisher {
    /// This publisher with its type hidden.
    public func eraseToAnyPublisher() -> AnyPublisher<Output, Failure> {
        AnyPublisher(self)
    }
}

extension AnyPublisher: CustomReflectable {
    /// The hidden publisher, as the one child: two erased publishers of the same publisher
    /// read alike (a running app keeps a view's subscription while its publisher is the same).
    public var customMirror: Mirror {
        Mirror(self, children: ["publisher": box.erased], displayStyle: .struct)
    }
}

/// What an ``AnyPublisher`` holds: a publisher of its output and failure, of any type.
private class PublisherBox<Output, Failure: Error> {
    /// The publisher held.
    var erased: Any { () }

    func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {}
}

/// The box of a publisher of type `P`.
private final class ErasedPublisherBox<P: Publisher>: PublisherBox<P.Output, P.Failure> {
    let publisher: P

    init(_ publisher: P) {
        self.publisher = publisher
    }

    override var erased: Any { publisher }

    override func receive<S: Subscriber>(subscriber: S) where S.Input == P.Output, S.Failure == P.Failure {
        publisher.receive(subscriber: subscriber)
    }
}
