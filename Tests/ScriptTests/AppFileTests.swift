import Builders
import Inspect
import Script
import Testing

/// View files written as ordinary SwiftUI apps are, each read with its `#Preview` and
/// compared with the same code compiled (`expectReadsLikeCompiled`).
@MainActor @Suite struct AppFileTests {
    nonisolated static var apps: [any AppFile.Type] {
        [
            SettingsFormApp.self, TaskListApp.self, CounterApp.self, ProfileCardApp.self, SegmentedFilterApp.self,
            TabBarApp.self, ToolbarApp.self, LoginFormApp.self, BindingChildApp.self, RecipeDetailApp.self,
            CartApp.self, WeatherApp.self, StatusBoardApp.self, OnboardingApp.self, SearchResultsApp.self,
            GenericCardApp.self, ChatApp.self, PlayerApp.self, DashboardApp.self, CalendarStripApp.self,
            NotificationsApp.self, ContactsApp.self, ProgressApp.self, MoodApp.self, SwatchesApp.self, ArticleApp.self,
            HabitsApp.self, OrderStatusApp.self, PreferencesApp.self, NavigationApp.self, TimelineApp.self, LibraryApp.self,
            FormSettingsApp.self, ListNavigationApp.self, TabViewApp.self, ShapesCardApp.self, DownloadsApp.self,
            // Observable models, environment objects, selection forms and item sheets
            ObservableCounterApp.self, EnvironmentObjectApp.self, SelectionFormsApp.self, ItemSheetApp.self, ObservableLibraryApp.self,
            // Focus states, navigation paths, formatters, inferred selection types
            FocusFormApp.self, NavigationPathApp.self, FormattersApp.self, SelectionInferenceApp.self,
            // ViewModifier structs of the file
            ModifierCardsApp.self,
            // ViewModifier structs with state
            ExpandableRowsApp.self,
            // Views that read @Environment(\.isFocused), style structs, environment values and keys
            FocusHighlightApp.self, StyledControlsApp.self, EnvironmentDefaultsApp.self, EnvironmentKeyApp.self,
            // Contextual keywords as names
            ContextualNamesApp.self,
        ]
    }

    @Test(arguments: 0..<apps.count)
    func eachAppReadsLikeItsCompiledCode(index: Int) throws {
        try expectReadsLikeCompiled(Self.apps[index])
    }
}
