import Builders

/// The classic three-segment picker content from the article.
@ViewBuilder func classicPickerContent() -> some View {
    Text("First").tag(0)
    Text("Second").tag(1)
    Text("Third").tag(2)
}

let content = classicPickerContent()
print(String(describing: type(of: content)))
dump(content)
