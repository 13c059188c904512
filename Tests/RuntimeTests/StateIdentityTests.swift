import Builders
import Inspect
import Runtime
import Testing
import Expectations

/// Taps the button titled `title` in the running app's tree, then draws what changed.
@MainActor func tap(_ app: HeadlessDriver, _ title: String, sourceLocation: SourceLocation = #_sourceLocation) {
    do {
        try app.inspect().find(button: title).tap()
    } catch {
        Issue.record("no button \(title): \(error)", sourceLocation: sourceLocation)
    }
    app.settle()
}

@MainActor @Suite struct StateIdentityTests {
    @Test func stateOfANestedViewSurvivesItsParentsBodyRunningAgain() {
        let app = HeadlessDriver(Parent(), width: 40, height: 6)
        tap(app, "Add count")
        tap(app, "Add count")
        expectContains(app.text, "count 2")
        tap(app, "Tick")
        expectContains(app.text, "tick 1")
        expectContains(app.text, "count 2")
    }

    @Test func stateOfForEachRowsFollowsTheirIdsNotTheirOffsets() {
        let app = HeadlessDriver(Rows(), width: 40, height: 10)
        tap(app, "Add b")
        tap(app, "Add b")
        tap(app, "Add c")
        expectContains(app.text, "b 2")
        tap(app, "Drop first")
        expectNotContains(app.text, "a 0")
        expectContains(app.text, "b 2")
        expectContains(app.text, "c 1")
    }

    @Test func stateOfARemovedRowIsReleased() {
        let app = HeadlessDriver(Rows(), width: 40, height: 10)
        tap(app, "Add b")
        expectContains(app.text, "b 1")
        let views = app.runtime.viewCount
        tap(app, "Remove b")
        expectNotContains(app.text, "b 1")
        expectEqual(app.runtime.viewCount, views - 1)
        tap(app, "Append b")
        expectContains(app.text, "b 0")
    }

    @Test func bindingsWriteThroughTwoLevels() {
        let app = HeadlessDriver(BindingRoot(), width: 40, height: 4)
        tap(app, "Increment")
        tap(app, "Increment")
        expectContains(app.text, "value 2")
    }

    @Test func theTwoBranchesOfAnIfAreTwoPositions() {
        let app = HeadlessDriver(Branches(), width: 40, height: 4)
        tap(app, "Add first")
        expectContains(app.text, "first 1")
        tap(app, "Switch")
        expectContains(app.text, "second 0")
        tap(app, "Switch")
        expectContains(app.text, "first 0")
    }

    @Test func aNewIdGivesAViewFreshState() {
        let app = HeadlessDriver(Identified(), width: 40, height: 4)
        tap(app, "Add inner")
        expectContains(app.text, "inner 1")
        tap(app, "Reset")
        expectContains(app.text, "inner 0")
    }

    @Test func aViewReachedThroughItsNestedBlockIsTheViewTheAppShows() throws {
        let app = HeadlessDriver(NestedBlock(), width: 40, height: 4)
        let views = app.runtime.viewCount
        try app.inspect().vStack().tupleView(1).view(Counter.self, 0).find(button: "Add count").tap()
        // The step met the counter at its own place in the app: no view was made for another.
        expectEqual(app.runtime.viewCount, views)
        app.settle()
        expectContains(app.text, "count 1")
        expectEqual(try app.inspect().vStack().view(Counter.self, 1).find(ViewKind.text).string(), "count 1")
    }

    @Test func stateOutsideARunningAppIsTheViewValuesOwnBox() throws {
        let counter = Counter()
        try counter.inspect().find(button: "Add count").tap()
        expectEqual(try counter.inspect().find(text: "count 1").string(), "count 1")
    }
}

@MainActor @Suite struct EnvironmentAndModelTests {
    @Test func aCustomEnvironmentKeyIsReadBelowWhereItIsWritten() {
        let app = HeadlessDriver(AccentRoot(), width: 40, height: 4)
        expectContains(app.text, "accent plain")
        expectContains(app.text, "accent soft")
        tap(app, "Louder")
        expectContains(app.text, "accent loud")
        expectContains(app.text, "accent plain")
    }

    @Test func theRootEnvironmentReachesEveryView() {
        var environment = EnvironmentValues()
        environment.accent = "root"
        let app = HeadlessDriver(AccentReader(), width: 40, height: 2, environment: environment)
        expectContains(app.text, "accent root")
    }

    @Test func anObservableModelRedrawsOnlyTheBodyThatReadTheChangedProperty() {
        let board = Scoreboard()
        let app = HeadlessDriver(ScoreboardView(board: board), width: 40, height: 4)
        let before = app.bodyEvaluations
        board.home = 3
        app.settle()
        expectContains(app.text, "home 3")
        expectContains(app.text, "away 0")
        expectEqual(app.bodyEvaluations, before + 1)
    }

    @Test func anObservableModelIsReadFromTheEnvironment() {
        let board = Scoreboard()
        let app = HeadlessDriver(EnvironmentScore().environment(board), width: 40, height: 2)
        board.home = 5
        app.settle()
        expectContains(app.text, "env home 5")
    }

    @Test func aStateObjectIsKeptAndItsPublishedChangesRedraw() {
        let app = HeadlessDriver(SettingsScreen(), width: 40, height: 4)
        tap(app, "Up")
        tap(app, "Up")
        expectContains(app.text, "volume 5")
    }

    @Test func anEnvironmentObjectIsFollowed() {
        let settings = Settings()
        let app = HeadlessDriver(NameLabel().environmentObject(settings), width: 40, height: 2)
        expectContains(app.text, "name x")
        settings.name = "y"
        app.settle()
        expectContains(app.text, "name y")
    }

    @Test func publishedPropertiesAnnounceChangesBeforeTheyHappen() {
        let settings = Settings()
        nonisolated(unsafe) var seen: [Int] = []
        nonisolated(unsafe) let observed = settings
        let token = settings.objectWillChange.sink { _ in seen.append(observed.volume) }
        settings.volume = 9
        token.cancel()
        settings.volume = 10
        expectEqual(seen, [3])
    }
}

@MainActor @Suite struct OnlyWhatChangedTests {
    @Test func aChangeReEvaluatesOnlyTheBodiesThatReadIt() {
        let app = HeadlessDriver(TwoCounters(), width: 40, height: 4)
        let before = app.bodyEvaluations
        tap(app, "Add left")
        expectContains(app.text, "left 1")
        expectEqual(app.bodyEvaluations, before + 1)
    }

    @Test func nothingIsEvaluatedOrWrittenWhileIdle() {
        let app = HeadlessDriver(Parent(), width: 40, height: 6)
        let bodies = app.bodyEvaluations
        let bytes = app.bytesWritten
        let frames = app.frameCount
        for _ in 0..<100 { #expect(app.settle() == 0) }
        expectEqual(app.bodyEvaluations, bodies)
        expectEqual(app.bytesWritten, bytes)
        expectEqual(app.frameCount, frames)
    }

    @Test func changesMadeTogetherDrawOneFrame() {
        let board = Scoreboard()
        let app = HeadlessDriver(ScoreboardView(board: board), width: 40, height: 4)
        let frames = app.frameCount
        app.update {
            board.home = 1
            board.away = 2
            board.home = 3
        }
        expectEqual(app.frameCount, frames + 1)
        expectContains(app.text, "home 3")
        expectContains(app.text, "away 2")
    }

    @Test func aFrameWritesOnlyTheChangedCells() {
        let app = HeadlessDriver(TwoCounters(), width: 40, height: 4)
        tap(app, "Add left")
        // One cell changes: the digit; the frame moves the cursor there and writes it.
        #expect(app.lastFrameBytes.hasSuffix("1"))
        #expect(app.lastFrameBytes.count < 12)
    }
}

@MainActor @Suite struct KeyboardTests {
    @Test func tabMovesTheFocusAndEnterPressesTheFocusedButton() {
        let app = HeadlessDriver(TwoCounters(), width: 40, height: 4)
        app.press(.tab)
        app.press(.enter)
        expectContains(app.text, "right 1")
        expectContains(app.text, "left 0")
        app.press(.backTab)
        app.press(.space)
        expectContains(app.text, "left 1")
    }

    @Test func spaceSwitchesAFocusedToggle() {
        let app = HeadlessDriver(Switches(), width: 40, height: 4)
        expectContains(app.text, "off")
        app.press(.space)
        expectContains(app.text, "[x]")
        expectContains(app.text, "on")
    }

    @Test func quitKeysAskToQuit() {
        let app = HeadlessDriver(Switches(), width: 40, height: 4)
        app.press(.character("q"))
        #expect(app.quitRequested)
    }

    @Test func theActionStreamReportsPressesTogglesAndFocus() async {
        let app = HeadlessDriver(Switches(), width: 40, height: 4)
        let stream = app.runtime.actions()
        app.press(.space)
        app.press(.tab)
        app.press(.enter)
        var events: [ActionEvent] = []
        for await event in stream {
            events.append(event)
            if events.count == 3 { break }
        }
        expectEqual(events.map(\.action), [.toggled(true), .focusMoved, .pressed])
        expectEqual(events.last?.identifier, "go")
        expectEqual(events.last?.kind, .button)
    }
}

/// A long form of rows with state of their own.
struct LongForm: View {
    var body: some View {
        VStack {
            ForEach(0..<200, id: \.self) { index in
                Counter(name: "row\(index)")
            }
        }
    }
}

@MainActor @Suite struct ScaleTests {
    @Test func aKeyOnOneRowOfTwoHundredReEvaluatesOneBody() {
        let app = HeadlessDriver(LongForm(), width: 40, height: 201)
        expectEqual(app.bodyEvaluations, 201)
        app.send(Array(repeating: .tab, count: 100))
        let before = app.bodyEvaluations
        app.press(.enter)
        expectContains(app.text, "row100 1")
        expectEqual(app.bodyEvaluations, before + 1)
    }
}

/// Rows in a List and a ScrollView, each with a counter of its own.
struct ListedRows: View {
    @State var names = ["a", "b"]

    var body: some View {
        VStack {
            List(names, id: \.self) { name in
                Counter(name: name)
            }
            ScrollView {
                Counter(name: "scrolled")
            }
            Button("Drop a") { names.removeFirst() }
        }
    }
}

@MainActor @Suite struct ContainerStateTests {
    @Test func rowsOfAListKeepTheirStateByIdAndScrollViewControlsTakeKeys() {
        let app = HeadlessDriver(ListedRows(), width: 40, height: 12)
        tap(app, "Add b")
        expectContains(app.text, "b 1")
        tap(app, "Drop a")
        expectContains(app.text, "b 1")
        expectNotContains(app.text, "a 0")
        app.send(.tab, .enter)
        expectContains(app.text, "scrolled 1")
    }
}
