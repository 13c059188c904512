extension Group where Content: View {
    /// Creates a group of the views the block builds.
    public init(@ViewBuilder content: () -> Content) {
        self = .grouping(content())
    }
}
