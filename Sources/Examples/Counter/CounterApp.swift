import Builders
import Runtime

/// The counter example: `swift run counter`. Tab moves the focus, Enter or Space presses, q quits.
struct CounterView: View {
    @State private var count = 0

    var body: some View {
        VStack(alignment: .leading) {
            Text("Count: \(count)").bold()
            HStack {
                Button("Decrement") { count -= 1 }
                Button("Increment") { count += 1 }
                Button("Reset") { count = 0 }
            }
            Text("Tab: next  Enter: press  q: quit")
        }
    }
}

@main
struct CounterApp: App {
    var body: some Scene {
        WindowGroup {
            CounterView()
        }
    }
}
