/// A type that gives previews of views, as SwiftUI's:
///
///     struct ContentView_Previews: PreviewProvider {
///         static var previews: some View { ContentView() }
///     }
///
/// ``Preview/all`` finds every provider in the program beside the `#Preview`s.
@MainActor @preconcurrency
public protocol PreviewProvider {
    /// The type of the previews.
    associatedtype Previews: View
    /// The views previewed.
    @ViewBuilder static var previews: Previews { get }
    /// The platform to preview on; nil for the one the code is built for.
    static var platform: PreviewPlatform? { get }
}

extension PreviewProvider {
    /// The platform the code is built for.
    public static var platform: PreviewPlatform? { nil }
}

/// A platform a preview can be shown on, as SwiftUI's.
public enum PreviewPlatform: Sendable, Hashable {
    /// iOS and iPadOS.
    case iOS
    /// macOS.
    case macOS
    /// tvOS.
    case tvOS
    /// watchOS.
    case watchOS
}
