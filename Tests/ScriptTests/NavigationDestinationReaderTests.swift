import Builders
import Inspect
import Runtime
import Script
import Terminal
import Testing
import Expectations

/// `NavigationLink(value:)` with `navigationDestination(for:)`, over the files' own types, run live.
@MainActor @Suite struct NavigationDestinationReaderTests {
    @Test func aLinkToAValueOfTheFilesTypePushesItsDestination() throws {
        let reading = try ViewFile.live(files: [ViewFile.Source(name: "app.swift", text: """
            struct Planet: Identifiable, Hashable {
                var id: String { name }
                let name: String
                let moons: Int
            }
            struct Planets: View {
                let planets = [Planet(name: "Earth", moons: 1), Planet(name: "Mars", moons: 2)]
                var body: some View {
                    NavigationStack {
                        List(planets) { planet in
                            NavigationLink(planet.name, value: planet)
                        }
                        .navigationDestination(for: Planet.self) { planet in
                            Text("\\(planet.name) has \\(planet.moons) moons")
                        }
                        .navigationDestination(for: Int.self) { number in
                            Text("number \\(number)")
                        }
                    }
                }
            }
            Planets()
            """)])
        func open<V: View>(_ view: V) -> HeadlessDriver { HeadlessDriver(view, width: 40, height: 8) }
        let app = open(reading.view)
        expectContains(app.text, "Mars")
        app.press(.tab)
        app.press(.enter)
        expectContains(app.text, "Mars has 2 moons")
        app.press(.escape)
        expectContains(app.text, "Earth")
        #expect(reading.session.errors.isEmpty, "\(reading.session.errors)")
    }
}
