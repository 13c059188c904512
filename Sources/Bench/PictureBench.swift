import Builders
import Foundation
import Render

/// The SVG picture of a full 120 × 40 screen (`Canvas.svg()`), against the canvas's text of the
/// same screen, plain and styled, in the same run.
@MainActor func pictureBenchmark(repetitions: Int) throws {
    // A screen of sections in bordered boxes: bold and coloured titles, toggles, segmented
    // pickers (inverse segments), dim and underlined text, coloured backgrounds.
    func section(_ index: Int) -> some View {
        VStack(alignment: .leading, spacing: 0) {
            HStack {
                Text("Section \(index)").bold().foregroundColor(.blue)
                Spacer()
                Text("\(index * 7) items").foregroundColor(.secondary)
            }
            Toggle("Enabled for \(labels[index])", isOn: .constant(index % 2 == 0))
            Picker("Mode", selection: .constant(index % 3)) {
                Text("Automatic").tag(0)
                Text("Manual <&>").tag(1)
                Text("Off").tag(2)
            }
            .pickerStyle(.segmented)
            HStack {
                Text("Status").underline()
                Text(" ok ").background(Color.green)
                Text("warnings").italic().foregroundColor(.orange)
                Text("日本語").foregroundColor(.red)
            }
        }
        .padding(.horizontal, 24)
        .border(Color.gray)
    }
    // Three columns of six sections of 40 × 6 cells.
    let view = HStack(alignment: .top, spacing: 0) {
        VStack(alignment: .leading, spacing: 0) { ForEach(0..<6) { section($0) } }
        VStack(alignment: .leading, spacing: 0) { ForEach(6..<12) { section($0) } }
        VStack(alignment: .leading, spacing: 0) { ForEach(12..<18) { section($0) } }
    }
    let canvas = try Renderer.render(view, width: 120, height: 40).canvas
    let cells = canvas.cells.filter { $0.character != " " }.count
    let plain = medianNanoseconds(repetitions: repetitions) { consume(canvas.plainText) }
    let styled = medianNanoseconds(repetitions: repetitions) { consume(canvas.styledText) }
    let svg = medianNanoseconds(repetitions: repetitions) { consume(canvas.svg()) }
    let html = medianNanoseconds(repetitions: repetitions) { consume(canvas.html()) }

    print("Pictures of a \(canvas.width) × \(canvas.height) screen (\(cells) cells not blank, SVG \(canvas.svg().utf8.count) bytes), median of \(repetitions)")
    print(String(format: "  plain text (baseline)        %8.3f ms", plain / 1e6))
    print(String(format: "  styled text                  %8.3f ms   %6.2f× plain", styled / 1e6, styled / plain))
    print(String(format: "  SVG                          %8.3f ms   %6.2f× plain   %6.2f× styled", svg / 1e6, svg / plain, svg / styled))
    print(String(format: "  HTML                         %8.3f ms   %6.2f× plain\n", html / 1e6, html / plain))
}
