import Builders

/// The screen `inspect run` runs: a status line above the file's running root, showing a read
/// error of `--watch` or an error met while an action ran, when there is one.
///
/// The root stays at the same position whether or not the status line shows, so a view struct
/// keeps its state when the line comes and goes, and when ``LiveReload`` puts a new reading's
/// root in place of the last one.
public struct LiveScreen {
    let reload: LiveReload
    @State private var generation = 0

    init(reload: LiveReload) {
        self.reload = reload
    }

    /// The status line, then the running root.
    public var body: some View {
        let _ = generation
        let bump = $generation
        reload.redraw = { bump.wrappedValue += 1 }
        return VStack(alignment: .leading, spacing: 0) {
            if let status = reload.status {
                Text(verbatim: status).bold()
            }
            Self.erased(reload.root)
        }
    }

    /// `view`, known only as `any View`, as an AnyView.
    private static func erased(_ view: any View) -> AnyView {
        func open<V: View>(_ view: V) -> AnyView { AnyView(view) }
        return open(view)
    }
}

// Conformances declared apart from their types, so that the types are not isolated to the main
// actor as these protocols are: the package reads and makes them from code that is not isolated.
extension LiveScreen: View {}
