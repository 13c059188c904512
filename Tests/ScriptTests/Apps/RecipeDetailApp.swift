import Builders

/// A detail screen over a struct with arrays: enumerated steps, ingredients by id: \.self.
enum RecipeDetailApp: AppFile {
    static let path = #filePath
    static let preview = "RecipeDetail(recipe: .pancakes)"
    static var compiled: any View { RecipeDetail(recipe: .pancakes) }

// reader:begin
struct Recipe {
    var title: String
    var minutes: Int
    var ingredients: [String]
    var steps: [String]

    static let pancakes = Recipe(
        title: "Pancakes",
        minutes: 20,
        ingredients: ["Flour", "Milk", "Eggs", "Butter"],
        steps: ["Whisk", "Rest the batter", "Fry"]
    )
}

struct RecipeDetail: View {
    let recipe: Recipe

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            Text(recipe.title).font(.largeTitle)
            Text("\(recipe.minutes) min · \(recipe.ingredients.count) ingredients")
                .foregroundColor(.secondary)
            Text("Ingredients").font(.headline)
            ForEach(recipe.ingredients, id: \.self) { ingredient in
                Text("• " + ingredient)
            }
            Text("Steps").font(.headline)
            ForEach(Array(recipe.steps.enumerated()), id: \.offset) { index, step in
                HStack(alignment: .top) {
                    Text("\(index + 1).").bold()
                    Text(step)
                }
            }
        }
    }
}
// reader:end
}
