import Builders
import Inspect
import Script
import Testing

/// View files written as ordinary SwiftUI apps are, each read with its `#Preview` and
/// compared with the same code compiled (`expectReadsLikeCompiled`).
@Suite struct AppFileTests {
    static var apps: [any AppFile.Type] {
        [
            SettingsFormApp.self, TaskListApp.self, CounterApp.self, ProfileCardApp.self, SegmentedFilterApp.self,
            TabBarApp.self, ToolbarApp.self, LoginFormApp.self, BindingChildApp.self, RecipeDetailApp.self,
            CartApp.self, WeatherApp.self, StatusBoardApp.self, OnboardingApp.self, SearchResultsApp.self,
            GenericCardApp.self, ChatApp.self, PlayerApp.self, DashboardApp.self, CalendarStripApp.self,
            NotificationsApp.self, ContactsApp.self, ProgressApp.self, MoodApp.self, SwatchesApp.self, ArticleApp.self,
            HabitsApp.self, OrderStatusApp.self, PreferencesApp.self, NavigationApp.self, TimelineApp.self, LibraryApp.self,
            FormSettingsApp.self, ListNavigationApp.self, TabViewApp.self, ShapesCardApp.self, DownloadsApp.self,
            // session 4: ObservableObject models, and the forms read since
            ObservableCounterApp.self, EnvironmentObjectApp.self, SelectionFormsApp.self, ItemSheetApp.self, ObservableLibraryApp.self,
            // session 5: focus states, navigation paths, formatters, inferred selection types
            FocusFormApp.self, NavigationPathApp.self, FormattersApp.self, SelectionInferenceApp.self,
            // session 5, modifier: ViewModifier structs of the file
            ModifierCardsApp.self,
            // MARK: session 6, modstate: ViewModifier structs with state
            ExpandableRowsApp.self,
            // MARK: session 6, reader — views that read @Environment(\.isFocused)
            FocusHighlightApp.self, StyledControlsApp.self, EnvironmentDefaultsApp.self, EnvironmentKeyApp.self,
            // MARK: session 6, fixes — contextual keywords as names
            ContextualNamesApp.self,
        ]
    }

    @Test(arguments: 0..<apps.count)
    func eachAppReadsLikeItsCompiledCode(index: Int) throws {
        try expectReadsLikeCompiled(Self.apps[index])
    }
}
