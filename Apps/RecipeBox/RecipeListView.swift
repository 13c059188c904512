import SwiftUI

struct RecipeListView: View {
    @EnvironmentObject var box: RecipeBox
    @State private var showingAddRecipe = false

    var body: some View {
        NavigationView {
            List {
                ForEach(box.recipes) { recipe in
                    NavigationLink(destination: RecipeDetailView(recipe: recipe)) {
                        RecipeRow(recipe: recipe)
                    }
                    .listRowBackground(recipe.isFavorite ? Color.yellow.opacity(0.3) : Color.clear)
                    .deleteDisabled(recipe.isBundled)
                }
                .onDelete { offsets in
                    box.recipes.remove(atOffsets: offsets)
                }
                .listRowSeparator(.hidden)

                if !box.pantry.isEmpty {
                    Section(header: Text("In the pantry")) {
                        Text(box.pantry.joined(separator: ", "))
                    }
                }
            }
            .listStyle(PlainListStyle())
            .navigationBarTitle("Recipes")
            .navigationBarItems(
                leading: EditButton(),
                trailing: Button(action: { showingAddRecipe = true }) {
                    Image(systemName: "plus")
                }
            )
            .sheet(isPresented: $showingAddRecipe) {
                AddRecipeView()
                    .environmentObject(box)
            }
        }
        .navigationViewStyle(StackNavigationViewStyle())
    }
}

struct RecipeRow: View {
    let recipe: Recipe

    var body: some View {
        HStack {
            Text(recipe.name)
            if recipe.isFavorite {
                Image(systemName: "heart.fill")
                    .foregroundColor(.red)
            }
            Spacer()
            Text("\(recipe.minutes) min")
                .foregroundColor(.gray)
        }
    }
}

struct RecipeListView_Previews: PreviewProvider {
    static var previews: some View {
        Group {
            RecipeListView()
                .environmentObject(RecipeBox())
                .previewDevice(PreviewDevice(rawValue: "iPhone 14"))
                .previewDisplayName("iPhone")

            RecipeListView()
                .environmentObject(RecipeBox())
                .environment(\.colorScheme, .dark)
                .previewDisplayName("Dark")
        }
    }
}

struct RecipeRow_Previews: PreviewProvider {
    static var previews: some View {
        RecipeRow(recipe: Recipe(name: "Flapjacks", minutes: 25, ingredients: ["Oats"], isFavorite: true))
            .previewLayout(.fixed(width: 320, height: 60))
    }
}
