import Builders

/// Colour swatches: Color(red:green:blue:), a static palette in an extension, indices.
enum SwatchesApp: AppFile {
    static let path = #filePath
    static let preview = "PaletteView()"
    static var compiled: any View { PaletteView() }

// reader:begin
struct Swatch {
    let name: String
    let color: Color
}

struct PaletteView: View {
    let swatches = [
        Swatch(name: "Coral", color: Color(red: 1, green: 0.5, blue: 0.31)),
        Swatch(name: "Teal", color: .teal),
        Swatch(name: "Slate", color: Color(white: 0.4)),
    ]

    var body: some View {
        HStack(spacing: 10) {
            ForEach(swatches.indices, id: \.self) { i in
                VStack {
                    swatches[i].color
                        .frame(width: 40, height: 40)
                        .border(i == 0 ? Color.black : Color.clear, width: 2)
                    Text(swatches[i].name).font(.caption)
                }
            }
        }
        .padding()
        .background(Color.paletteBackground)
    }
}
// reader:end
}

// reader:begin
extension Color {
    static let paletteBackground = Color(white: 0.95)
}
// reader:end
