import Builders
import Foundation

/// Selections whose type Swift infers from the initial value (`Set<UUID>()`,
/// `Set<Fruit.ID>()`) or writes through the model's `ID` (`Fruit.ID?`).
enum SelectionInferenceApp: AppFile {
    static let path = #filePath
    static let preview = "BasketView()"
    static var compiled: any View { BasketView() }

// reader:begin
struct Fruit: Identifiable {
    let id = UUID()
    let name: String
}

struct BasketView: View {
    @State private var selection = Set<UUID>()
    @State private var chosen = Set<Fruit.ID>()
    @State private var single: Fruit.ID? = nil
    private let fruits = [Fruit(name: "Apple"), Fruit(name: "Pear")]

    var body: some View {
        VStack {
            List(fruits, selection: $selection) { fruit in
                Text(fruit.name)
            }
            List(fruits, selection: $chosen) { fruit in
                Text(fruit.name)
            }
            List(fruits, selection: $single) { fruit in
                Text(fruit.name)
            }
            Text("\(selection.count) and \(chosen.count), \(single == nil ? "none" : "one")")
        }
    }
}
// reader:end
}
