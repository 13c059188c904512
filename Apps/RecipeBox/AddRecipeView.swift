import SwiftUI

struct AddRecipeView: View {
    @EnvironmentObject var box: RecipeBox
    @Environment(\.presentationMode) var presentationMode
    @State private var name = ""
    @State private var minutes = 15
    @State private var ingredients = ""

    var body: some View {
        NavigationView {
            Form {
                TextField("Name", text: $name)
                    .disableAutocorrection(true)
                Stepper("\(minutes) minutes", value: $minutes, in: 5...240, step: 5)
                TextField("Ingredients, separated by commas", text: $ingredients)
            }
            .navigationBarTitle("New Recipe", displayMode: .inline)
            .navigationBarItems(
                leading: Button("Cancel") {
                    presentationMode.wrappedValue.dismiss()
                },
                trailing: Button("Save") {
                    save()
                    presentationMode.wrappedValue.dismiss()
                }
                .disabled(name.isEmpty)
            )
        }
    }

    private func save() {
        let list = ingredients
            .split(separator: ",")
            .map { $0.trimmingCharacters(in: .whitespaces) }
            .filter { !$0.isEmpty }
        box.recipes.append(Recipe(name: name, minutes: minutes, ingredients: list))
    }
}

struct AddRecipeView_Previews: PreviewProvider {
    static var previews: some View {
        AddRecipeView()
            .environmentObject(RecipeBox())
    }
}
