import Builders

/// Chat bubbles: alignment by the sender, Spacer on one side, a computed bubble colour.
enum ChatApp: AppFile {
    static let path = #filePath
    static let preview = "ChatThread()"
    static var compiled: any View { ChatThread() }

// reader:begin
enum Sender: Equatable {
    case me
    case them(name: String)
}

struct Message: Identifiable {
    let id: Int
    let sender: Sender
    let text: String
}

struct Bubble: View {
    let message: Message

    private var isMine: Bool { message.sender == .me }

    var body: some View {
        HStack {
            if isMine { Spacer(minLength: 40) }
            VStack(alignment: isMine ? .trailing : .leading, spacing: 2) {
                if case .them(let name) = message.sender {
                    Text(name).font(.caption2).foregroundColor(.secondary)
                }
                Text(message.text)
                    .padding(8)
                    .background(isMine ? Color.blue : Color.gray)
                    .foregroundColor(isMine ? .white : .primary)
            }
            if !isMine { Spacer(minLength: 40) }
        }
    }
}

struct ChatThread: View {
    let messages = [
        Message(id: 1, sender: .them(name: "Grace"), text: "Lunch?"),
        Message(id: 2, sender: .me, text: "Sure, 12:30"),
        Message(id: 3, sender: .them(name: "Grace"), text: "👍"),
    ]

    var body: some View {
        VStack(spacing: 6) {
            ForEach(messages) { message in
                Bubble(message: message)
            }
        }
        .padding()
    }
}
// reader:end
}
