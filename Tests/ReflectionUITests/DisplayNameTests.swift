import ReflectionUI
import Testing
import Expectations

@MainActor @Suite struct DisplayNameTests {
    @Test(arguments: [
        ("name", "Name"), ("_name", "Name"), ("myProperty", "My Property"), ("my_property", "My Property"),
        ("my_property2", "My Property 2"), ("my_property24", "My Property 24"), ("URLString", "URL String"),
    ])
    func displayNamesFollowTheIssuesTable(name: String, expected: String) {
        expectEqual(DisplayName.from(name), expected)
    }

    @Test func acronymsAtTheEndAndDigitsBeforeCapitalsSplit() {
        expectEqual(DisplayName.from("isURL"), "Is URL")
        expectEqual(DisplayName.from("vector3Length"), "Vector 3 Length")
        expectEqual(DisplayName.from("x"), "X")
    }

    @Test func aNameWithoutLettersStaysAsItIs() {
        expectEqual(DisplayName.from("__"), "__")
        expectEqual(DisplayName.from(""), "")
    }
}
