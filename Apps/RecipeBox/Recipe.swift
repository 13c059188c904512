import Combine
import Foundation

/// A recipe: what goes in, and how long it takes.
struct Recipe: Identifiable, Equatable, Decodable {
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

    enum CodingKeys: String, CodingKey {
        case name, minutes, ingredients, isFavorite
    }

    /// A recipe that came with the app, from its `recipes.json`.
    init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            name: try container.decode(String.self, forKey: .name),
            minutes: try container.decode(Int.self, forKey: .minutes),
            ingredients: try container.decode([String].self, forKey: .ingredients),
            isFavorite: try container.decodeIfPresent(Bool.self, forKey: .isFavorite) ?? false,
            isBundled: true
        )
    }
}

/// The recipes of the box.
class RecipeBox: ObservableObject {
    @Published var recipes: [Recipe]

    /// The recipes that ship with the app (none when its `recipes.json` is missing), then the
    /// user's.
    init() {
        let bundled = Bundle.main.decode([Recipe].self, from: "recipes.json") ?? []
        recipes = bundled + [Recipe(name: "Lemonade", minutes: 5, ingredients: ["Lemons", "Sugar", "Water"])]
    }

    func toggleFavorite(_ recipe: Recipe) {
        if let index = recipes.firstIndex(where: { $0.id == recipe.id }) {
            recipes[index].isFavorite.toggle()
        }
    }
}
