import ReflectionUI
import Testing

@MainActor @Suite struct DisplayNameTests {
    @Test(arguments: [
        ("name", "Name"), ("_name", "Name"), ("myProperty", "My Property"), ("my_property", "My Property"),
        ("my_property2", "My Property 2"), ("my_property24", "My Property 24"), ("URLString", "URL String"),
    ])
    func displayNamesFollowTheIssuesTable(name: String, expected: String) {
        #expect(DisplayName.from(name) == expected)
    }

    @Test func acronymsAtTheEndAndDigitsBeforeCapitalsSplit() {
        #expect(DisplayName.from("isURL") == "Is URL")
        #expect(DisplayName.from("vector3Length") == "Vector 3 Length")
        #expect(DisplayName.from("x") == "X")
    }

    @Test func aNameWithoutLettersStaysAsItIs() {
        #expect(DisplayName.from("__") == "__")
        #expect(DisplayName.from("") == "")
    }
}
