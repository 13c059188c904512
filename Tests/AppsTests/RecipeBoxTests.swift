import Inspect
import SwiftUI
import Testing
@testable import RecipeBox
import Expectations

@MainActor @Suite struct RecipeBoxTests {
    @Test func aRecipeOpensAndIsMadeAFavourite() throws {
        let app = try HeadlessDriver(app: RecipeBoxApp(), width: 60, height: 14)
        expectContains(app.text, "Recipes")
        expectEqual(app.row("Tomato soup")?.contains("♥"), false)
        // Edit and + on the bar, then the recipes.
        app.press(.tab, times: 3)
        app.press(.enter)
        expectContains(app.text, "INGREDIENTS")
        expectContains(app.text, "Onion")
        expectContains(app.text, "Ready in 35 minutes")
        app.press(.home)
        app.press(.enter)
        expectContains(app.text, "Unfavorite")
        app.press(.escape)
        expectEqual(app.row("Tomato soup")?.contains("♥"), true)
    }

    @Test func aRecipeAddedInTheSheetIsSavedAndTheSheetCloses() throws {
        let app = try HeadlessDriver(app: RecipeBoxApp(), width: 60, height: 14)
        app.press(.tab)
        app.press(.enter)
        expectContains(app.text, "New Recipe")
        // The sheet starts on its bar's Cancel; Save is disabled while the name is empty, so the
        // name field is next, then the stepper and the ingredients.
        expectContains(app.text, ">Cancel<")
        app.press(.tab)
        app.type("Flapjacks")
        app.press(.tab)
        app.press(.right)
        expectContains(app.text, "20 minutes")
        app.press(.tab)
        app.type("Oats, syrup")
        #expect(app.click(on: "Save"))
        expectNotContains(app.text, "New Recipe")
        expectEqual(app.row("Flapjacks")?.contains("20 min"), true)
        app.press(.end)
        app.press(.enter)
        expectContains(app.text, "Oats")
        expectContains(app.text, "syrup")
    }

    @Test func cancelDismissesTheSheetThroughItsPresentationMode() throws {
        let app = try HeadlessDriver(app: RecipeBoxApp(), width: 60, height: 14)
        app.press(.tab)
        app.press(.enter)
        app.press(.tab)
        app.type("Toast")
        expectContains(app.text, "[Toast")
        #expect(app.click(on: "Cancel"))
        expectNotContains(app.text, "New Recipe")
        expectNotContains(app.text, "Toast")
    }

    @Test func onlyTheRecipesTheUserAddedCanBeDeleted() throws {
        let app = try HeadlessDriver(app: RecipeBoxApp(), width: 60, height: 14)
        app.press(.enter)
        expectContains(app.text, "Done")
        expectEqual(app.row("Pancakes")?.contains("⊖"), false)
        expectEqual(app.row("Lemonade")?.contains("⊖"), true)
        let delete = app.runtime.currentScreen?.focusTargets.firstIndex { $0.rowControl == .delete }
        app.runtime.moveFocus(to: delete ?? 0)
        app.press(.enter)
        expectNotContains(app.text, "Lemonade")
        #expect(app.text.contains("Pancakes") && app.text.contains("Tomato soup"))
    }

    @Test func theRowsKeepTheirBackgroundsSeparatorsAndDeletability() throws {
        let list = try RecipeListView().environmentObject(RecipeBox()).inspect()
        let pancakes = try list.find(navigationLink: "Pancakes")
        #expect(pancakes.isDeleteDisabled())
        // A favourite's row is tinted; the others' rows are clear.
        expectEqual(try pancakes.listRowBackground().value(), Color.yellow.opacity(0.3))
        let lemonade = try list.find(navigationLink: "Lemonade")
        expectEqual(lemonade.isDeleteDisabled(), false)
        expectEqual(try lemonade.listRowBackground().value(), .clear)
        expectEqual(try list.find(where: { $0.kind == .forEach }).listRowSeparator().visibility, .hidden)
        #expect(try list.find(where: { $0.kind == .navigationView }).navigationViewStyle() is StackNavigationViewStyle)
    }

    @Test func theProvidersPreviewsAreListedByType() throws {
        let found = previews(of: "RecipeBox")
        expectEqual(found.map(\.name), ["AddRecipeView_Previews", "RecipeDetailView_Previews", "RecipeListView_Previews", "RecipeRow_Previews"])
        expectEqual(try inspect(found[3].makeView()).previewLayout(), .fixed(width: 320, height: 60))
        let list = inspect(found[2].makeView())
        expectEqual(try list.find(RecipeListView.self).previewDevice(), PreviewDevice(rawValue: "iPhone 14"))
        expectEqual(try list.findAll(RecipeListView.self)[1].environment(\.colorScheme), .dark)
        expectEqual(try inspect(found[1].makeView()).previewInterfaceOrientation(), .landscapeRight)
    }
}
