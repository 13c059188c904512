import Builders
import Foundation

/// Forms the reader reads, in one screen: a selectable list over a set, a navigation
/// path, grid columns and a stroke style held in properties, a date in a Text's style, casts,
/// rows deleted with onDelete, and a timer progress view.
enum SelectionFormsApp: AppFile {
    static let path = #filePath
    static let preview = "PlannerView()"
    static var compiled: any View { PlannerView() }

// reader:begin
struct PlannerView: View {
    @State private var picked: Set<String> = ["Tea"]
    @State private var path: [Int] = []
    @State private var drinks = ["Tea", "Coffee", "Water"]
    private let columns = [GridItem(.flexible()), GridItem(.fixed(6), spacing: 1)]
    private let dashed = StrokeStyle(lineWidth: 1, dash: [2, 1])
    private let start = Date(timeIntervalSince1970: 0)
    private let extra: Any = 2

    private var extraText: String {
        if let count = extra as? Int { return "\(count) extra" }
        return extra is String ? "named" : "none"
    }

    var body: some View {
        NavigationStack(path: $path) {
            VStack(alignment: .leading) {
                Text(start, style: .date)
                List(selection: $picked) {
                    ForEach(drinks, id: \.self) { drink in
                        Text(drink).tag(drink)
                    }
                    .onDelete { offsets in
                        drinks.remove(atOffsets: offsets)
                    }
                }
                LazyVGrid(columns: columns) {
                    Text("A")
                    RoundedRectangle(cornerRadius: 2).stroke(.blue, style: dashed)
                }
                Text(extraText)
                ProgressView(timerInterval: start...start.addingTimeInterval(60), countsDown: false) {
                    Text("Steeping")
                }
            }
        }
    }
}
// reader:end
}
