import Builders

/// The view a running app shows: its first window group's content, made from the app's scenes
/// each time its body is evaluated. The app's body is evaluated as a view's is, so that what it
/// reads of the app's own state (an `@AppStorage` property of the App, read to choose a
/// `preferredColorScheme`) makes the window's content again when it changes, as SwiftUI updates
/// an app's scenes; the views inside keep their state, their positions unchanged.
struct AppRoot<A: App> {
    /// The app, made once: its `@StateObject` objects live as long as it.
    let app: A
}

extension AppRoot: View {
    var body: AnyView {
        SceneRoot.content(of: AppScenePhase.scenes(of: app, in: .active), depth: 0) ?? AnyView(EmptyView())
    }
}
