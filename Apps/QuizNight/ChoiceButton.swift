import SwiftUI

/// One of the answers, coloured once the question is answered.
struct ChoiceButton: View {
    enum Outcome {
        case open, right, wrong
    }

    let title: String
    let outcome: Outcome
    let action: () -> Void

    var body: some View {
        Button(action: action) {
            HStack {
                Text(title)
                Spacer()
                switch outcome {
                case .open: EmptyView()
                case .right: Image(systemName: "checkmark")
                case .wrong: Image(systemName: "xmark")
                }
            }
            .padding(.horizontal)
        }
        .buttonStyle(.bordered)
        .tint(tint)
    }

    private var tint: Color {
        switch outcome {
        case .open: .accentColor
        case .right: .green
        case .wrong: .red
        }
    }
}

struct ChoiceButton_Previews: PreviewProvider {
    static var previews: some View {
        VStack {
            ChoiceButton(title: "Saturn", outcome: .right) {}
            ChoiceButton(title: "Mars", outcome: .wrong) {}
        }
        .previewLayout(.sizeThatFits)
        .previewDisplayName("Answered choices")
    }
}
