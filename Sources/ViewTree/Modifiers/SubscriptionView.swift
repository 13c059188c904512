/// A view that runs an action with each value a publisher sends while it is shown, made by
/// `onReceive(_:perform:)`; it is drawn as its content.
public struct SubscriptionView<PublisherType: Publisher, Content> where PublisherType.Failure == Never {
    /// The view shown.
    public var content: Content
    /// The publisher subscribed to while the view is shown.
    public var publisher: PublisherType
    /// Runs with each value the publisher sends.
    public var action: (PublisherType.Output) -> Void

    /// A view showing `content` that runs `action` with each value `publisher` sends.
    public init(content: Content, publisher: PublisherType, action: @escaping (PublisherType.Output) -> Void) {
        self.content = content
        self.publisher = publisher
        self.action = action
    }
}
