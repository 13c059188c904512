import Builders

/// An Int-backed enum made from raw values, with a failable init and a default.
enum MoodApp: AppFile {
    static let path = #filePath
    static let preview = "MoodLog(entries: [3, 1, 5, 9])"
    static var compiled: any View { MoodLog(entries: [3, 1, 5, 9]) }

// reader:begin
enum Mood: Int, CaseIterable {
    case awful = 1, bad, okay, good, great

    var emoji: String {
        ["😖", "🙁", "😐", "🙂", "😄"][rawValue - 1]
    }
}

struct MoodLog: View {
    let entries: [Int]

    var body: some View {
        VStack(alignment: .leading) {
            ForEach(entries.indices, id: \.self) { index in
                let mood = Mood(rawValue: entries[index]) ?? .okay
                HStack {
                    Text("Day \(index + 1)")
                    Text(mood.emoji)
                    Text(String(describing: mood))
                        .foregroundColor(mood.rawValue >= Mood.good.rawValue ? .green : .primary)
                }
            }
            Text("Moods: \(Mood.allCases.count)")
        }
    }
}
// reader:end
}
