import Combine
import SwiftUI

struct ContentView: View {
    @Binding var completedSessions: Int
    @State private var pomodoro = Pomodoro()
    @State private var pausedWhileAway = false
    @Environment(\.scenePhase) private var scenePhase

    private let ticker = Timer.publish(every: 1, on: .main, in: .common).autoconnect()

    init(completedSessions: Binding<Int>, pomodoro: Pomodoro = Pomodoro()) {
        _completedSessions = completedSessions
        _pomodoro = State(initialValue: pomodoro)
    }

    var body: some View {
        VStack(spacing: 12) {
            Text(pomodoro.interval.rawValue)
                .font(.headline)
            Text(pomodoro.clock)
                .font(.system(size: 48, weight: .bold, design: .rounded))
                .monospacedDigit()
            ProgressView(value: Double(pomodoro.elapsed), total: Double(pomodoro.length))
                .tint(pomodoro.interval == .focus ? .red : .green)

            HStack {
                Button(pomodoro.isRunning ? "Pause" : "Start") {
                    pomodoro.isRunning.toggle()
                    pausedWhileAway = false
                }
                .buttonStyle(.borderedProminent)
                Button("Skip") { pomodoro.skip() }
                Button("Reset", role: .destructive) { pomodoro.reset() }
            }

            Stepper("Focus for \(pomodoro.focusMinutes) min", value: $pomodoro.focusMinutes, in: 5...60, step: 5)
                .disabled(pomodoro.isRunning)

            Text("Sessions done: \(completedSessions)")
                .foregroundStyle(.secondary)
            if pausedWhileAway {
                Text("Paused while you were away")
                    .font(.footnote)
            }
        }
        .padding()
        .onReceive(ticker) { _ in
            if pomodoro.tick() {
                completedSessions += 1
            }
        }
        .onChange(of: scenePhase) { _, phase in
            if phase != .active, pomodoro.isRunning {
                pomodoro.isRunning = false
                pausedWhileAway = true
            }
        }
    }
}

#Preview("Timer") {
    @Previewable @State var sessions = 2
    ContentView(completedSessions: $sessions)
}

struct ContentView_Previews: PreviewProvider {
    static var previews: some View {
        ContentView(completedSessions: .constant(4), pomodoro: Pomodoro(focusMinutes: 50, breakMinutes: 10))
            .previewInterfaceOrientation(.landscapeLeft)
            .environment(\.colorScheme, .dark)
            .previewDisplayName("Landscape, dark")
    }
}
