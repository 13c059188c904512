import Builders
import Inspect
import Runtime
import Testing
import Expectations

// Navigation by value in a running app: `NavigationLink(value:)` and `navigationDestination(for:)`,
// a path the app binds and changes itself, and `navigationDestination(isPresented:)`.

private struct Fruit: Hashable {
    let name: String
}

private struct FruitDetail: View {
    let fruit: Fruit
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        VStack {
            Text("About \(fruit.name)")
            Button("Done") { dismiss() }
        }
    }
}

private struct FruitList: View {
    let fruits = [Fruit(name: "apple"), Fruit(name: "pear")]

    var body: some View {
        NavigationStack {
            List {
                ForEach(fruits, id: \.self) { fruit in
                    NavigationLink(fruit.name, value: fruit)
                }
            }
            .navigationDestination(for: Fruit.self) { fruit in
                FruitDetail(fruit: fruit)
            }
        }
    }
}

private struct NumberScreen: View {
    let number: Int
    @Binding var path: [Int]

    var body: some View {
        VStack {
            Text("Number \(number) of \(path.count)")
            Button("Next") { path.append(number + 1) }
            Button("Home") { path.removeAll() }
        }
    }
}

private struct BoundPath: View {
    @State private var path: [Int] = []

    var body: some View {
        NavigationStack(path: $path) {
            VStack {
                Text("Root of \(path.count)")
                Button("Start") { path.append(1) }
            }
            .navigationDestination(for: Int.self) { number in
                NumberScreen(number: number, path: $path)
            }
        }
    }
}

private struct Flagged: View {
    @State private var showSettings = false

    var body: some View {
        NavigationStack {
            VStack {
                Text(showSettings ? "Flag on" : "Flag off")
                Button("Settings") { showSettings = true }
            }
            .navigationDestination(isPresented: $showSettings) {
                Text("Settings page")
            }
        }
    }
}

@MainActor @Suite struct ValueNavigationRuntimeTests {
    @Test func aValueLinkShowsTheDestinationOfItsTypeAndEscGoesBack() {
        let app = HeadlessDriver(FruitList(), width: 40, height: 10)
        // The focus starts on the first link; Tab goes to the second.
        app.press(.tab)
        app.press(.enter)
        expectEqual(app.runtime.navigationDepth, 1)
        expectContains(app.text, "About pear")
        app.press(.escape)
        expectEqual(app.runtime.navigationDepth, 0)
        expectContains(app.text, "apple")
    }

    @Test func dismissInsideAValueDestinationGoesBack() {
        let app = HeadlessDriver(FruitList(), width: 40, height: 10)
        app.press(.enter)
        expectContains(app.text, "About apple")
        // The focus starts again on the destination's first control: its Done button.
        app.press(.enter)
        expectEqual(app.runtime.navigationDepth, 0)
        expectContains(app.text, "pear")
    }

    @Test func valuesTheAppAppendsAndRemovesAreShownAndGone() {
        let app = HeadlessDriver(BoundPath(), width: 40, height: 10)
        app.press(.enter)
        expectContains(app.text, "Number 1 of 1")
        // "Next" pushes another value from inside the destination.
        app.press(.enter)
        expectEqual(app.runtime.navigationDepth, 2)
        expectContains(app.text, "Number 2 of 2")
        // Esc pops the last value off the bound path.
        app.press(.escape)
        expectContains(app.text, "Number 1 of 1")
        // "Home" empties the path: the root shows.
        app.press(.tab)
        app.press(.enter)
        expectEqual(app.runtime.navigationDepth, 0)
        expectContains(app.text, "Root of 0")
    }

    @Test func aDestinationPushedByABindingShowsWhileItIsTrue() {
        let app = HeadlessDriver(Flagged(), width: 40, height: 10)
        app.press(.enter)
        expectEqual(app.runtime.navigationDepth, 1)
        expectContains(app.text, "Settings page")
        app.press(.escape)
        expectEqual(app.runtime.navigationDepth, 0)
        expectContains(app.text, "Flag off")
    }
}

private struct MixedPath: View {
    @State private var path = NavigationPath()

    var body: some View {
        NavigationStack(path: $path) {
            VStack {
                Text("Home \(path.count) \(path.isEmpty ? "empty" : "pushed")")
                Button("Open") {
                    path.append("letters")
                    path.append(42)
                }
            }
            .navigationDestination(for: String.self) { Text("Word \($0)") }
            .navigationDestination(for: Int.self) { number in
                VStack {
                    Text("Number \(number)")
                    Button("Up") { path.removeLast() }
                }
            }
        }
    }
}

@MainActor @Suite struct NavigationPathRuntimeTests {
    @Test func aNavigationPathOfValuesOfTwoTypesShowsEachByItsDestination() {
        let app = HeadlessDriver(MixedPath(), width: 30, height: 6)
        app.press(.enter)
        expectEqual(app.runtime.navigationDepth, 2)
        expectContains(app.text, "Number 42")
        app.press(.enter)
        expectEqual(app.runtime.navigationDepth, 1)
        expectContains(app.text, "Word letters")
        app.press(.escape)
        expectEqual(app.runtime.navigationDepth, 0)
        expectContains(app.text, "Home 0 empty")
    }
}
