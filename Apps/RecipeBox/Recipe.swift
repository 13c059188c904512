import Combine
import Foundation

/// A recipe: what goes in, and how long it takes.
struct Recipe: Identifiable, Equatable {
    let id: UUID
    var name: String
    var minutes: Int
    var ingredients: [String]
    var isFavorite = false
    /// Recipes that came with the app cannot be deleted.
    var isBundled = false

    init(id: UUID = UUID(), name: String, minutes: Int, ingredients: [String], isFavorite: Bool = false, isBundled: Bool = false) {
        self.id = id
        self.name = name
        self.minutes = minutes
        self.ingredients = ingredients
        self.isFavorite = isFavorite
        self.isBundled = isBundled
    }
}

/// The recipes of the box.
class RecipeBox: ObservableObject {
    @Published var recipes: [Recipe] = [
        Recipe(name: "Pancakes", minutes: 20, ingredients: ["Flour", "Milk", "Eggs"], isFavorite: true, isBundled: true),
        Recipe(name: "Tomato soup", minutes: 35, ingredients: ["Tomatoes", "Onion", "Stock"], isBundled: true),
        Recipe(name: "Lemonade", minutes: 5, ingredients: ["Lemons", "Sugar", "Water"]),
    ]

    /// What a kitchen keeps in stock, from the app's `pantry.json`; none when the app was
    /// installed without it.
    let pantry: [String] = Bundle.main.decode([String].self, from: "pantry.json") ?? []

    func toggleFavorite(_ recipe: Recipe) {
        if let index = recipes.firstIndex(where: { $0.id == recipe.id }) {
            recipes[index].isFavorite.toggle()
        }
    }
}
