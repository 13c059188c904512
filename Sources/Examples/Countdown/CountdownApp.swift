import SwiftUI

/// The countdown example: `swift run countdown`. A timer ticks every second on the app's loop
/// and counts down while the countdown runs; Tab moves the focus, Enter or Space presses, q quits.
struct CountdownView: View {
    /// The seconds a countdown starts from.
    let start: Int
    @State private var remaining: Int
    @State private var running = true
    let timer = Timer.publish(every: 1, on: .main, in: .common).autoconnect()

    init(start: Int = 10) {
        self.start = start
        _remaining = State(initialValue: start)
    }

    var body: some View {
        VStack(alignment: .leading) {
            Text(remaining > 0 ? "\(remaining) s left" : "Time's up!").bold()
                .onReceive(timer) { _ in
                    guard running, remaining > 0 else { return }
                    remaining -= 1
                }
            HStack {
                Button(running ? "Pause" : "Resume") { running.toggle() }
                Button("Reset") {
                    remaining = start
                    running = true
                }
            }
            Text("Tab: next  Enter: press  q: quit")
        }
    }
}

@main
struct CountdownApp: App {
    var body: some Scene {
        WindowGroup {
            CountdownView()
        }
    }
}
