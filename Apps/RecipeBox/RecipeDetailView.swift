import SwiftUI

struct RecipeDetailView: View {
    @EnvironmentObject var box: RecipeBox
    let recipe: Recipe

    /// The recipe as the box has it now (a favourite can change while it is shown).
    private var current: Recipe {
        box.recipes.first { $0.id == recipe.id } ?? recipe
    }

    var body: some View {
        List {
            Section(header: Text("Ingredients")) {
                ForEach(current.ingredients, id: \.self) { ingredient in
                    Text(ingredient)
                }
            }
            Section(header: Text("Time")) {
                Text("Ready in \(current.minutes) minutes")
            }
        }
        .listStyle(GroupedListStyle())
        .navigationBarTitle(Text(current.name), displayMode: .inline)
        .navigationBarItems(trailing: Button(current.isFavorite ? "Unfavorite" : "Favorite") {
            box.toggleFavorite(current)
        })
    }
}

struct RecipeDetailView_Previews: PreviewProvider {
    static var previews: some View {
        NavigationView {
            RecipeDetailView(recipe: RecipeBox().recipes[0])
        }
        .environmentObject(RecipeBox())
        .previewInterfaceOrientation(.landscapeRight)
    }
}
