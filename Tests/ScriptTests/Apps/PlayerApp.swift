import Builders

/// Media controls: a play/pause symbol by state, volume bars over a range, a time label.
enum PlayerApp: AppFile {
    static let path = #filePath
    static let preview = "PlayerControls(elapsed: 95, duration: 241)"
    static var compiled: any View { PlayerControls(elapsed: 95, duration: 241) }

// reader:begin
struct PlayerControls: View {
    let elapsed: Int
    let duration: Int
    @State private var isPlaying = true
    @State private var volume = 3

    private func time(_ seconds: Int) -> String {
        let minutes = seconds / 60
        let rest = seconds % 60
        return "\(minutes):" + (rest < 10 ? "0\(rest)" : "\(rest)")
    }

    var body: some View {
        VStack {
            HStack {
                Text(time(elapsed))
                Spacer()
                Text("-" + time(duration - elapsed))
            }
            .font(.caption)
            HStack(spacing: 30) {
                Image(systemName: "backward.fill")
                Button { isPlaying.toggle() } label: {
                    Image(systemName: isPlaying ? "pause.fill" : "play.fill")
                        .font(.largeTitle)
                }
                Image(systemName: "forward.fill")
            }
            HStack(spacing: 2) {
                ForEach(0..<5) { level in
                    Rectangle()
                        .frame(width: 4, height: CGFloat(4 + level * 3))
                        .opacity(level < volume ? 1 : 0.25)
                }
            }
        }
    }
}
// reader:end
}
