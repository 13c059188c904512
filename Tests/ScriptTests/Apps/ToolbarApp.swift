import Builders

/// A toolbar made of a tuple array, with disabled items and a trailing menu button.
enum ToolbarApp: AppFile {
    static let path = #filePath
    static let preview = "EditorToolbar(canUndo: false)"
    static var compiled: any View { EditorToolbar(canUndo: false) }

// reader:begin
struct EditorToolbar: View {
    let canUndo: Bool
    private let tools: [(name: String, symbol: String)] = [
        ("Bold", "bold"),
        ("Italic", "italic"),
        ("Underline", "underline"),
    ]

    var body: some View {
        HStack(spacing: 12) {
            Button(action: {}) {
                Image(systemName: "arrow.uturn.backward")
            }
            .disabled(!canUndo)
            Divider()
                .frame(height: 16)
            ForEach(tools, id: \.name) { tool in
                Button {
                } label: {
                    Image(systemName: tool.symbol)
                }
                .accessibilityLabel(Text(tool.name))
            }
            Spacer()
            Button("Done") {}
                .font(.headline)
        }
        .padding(.horizontal)
        .padding(.vertical, 8)
        .background(Color.gray.opacity(0.1))
    }
}
// reader:end
}
