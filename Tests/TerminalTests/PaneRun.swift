import Testing

/// What one run of a program in a tmux pane left behind: its exit status and standard output,
/// `stty -a` before and after, the screen, and the pane's screen mode.
struct PaneRun {
    let status: String?
    let output: String?
    let sttyBefore: String?
    let sttyAfter: String?
    let screen: String
    let alternateScreen: Bool?
    let cursorVisible: Bool?

    /// Expects the terminal as it was: the same `stty -a`, the main screen, the cursor shown, and
    /// `screenText` (the program's own screen) gone.
    func expectRestored(without screenText: String, sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(sttyBefore?.contains("speed") == true, "no stty -a recorded before", sourceLocation: sourceLocation)
        #expect(sttyAfter == sttyBefore, "stty -a changed", sourceLocation: sourceLocation)
        #expect(alternateScreen == false, "still on the alternate screen", sourceLocation: sourceLocation)
        #expect(cursorVisible == true, "cursor still hidden", sourceLocation: sourceLocation)
        #expect(!screen.contains(screenText), "the program's screen is still shown", sourceLocation: sourceLocation)
    }
}
