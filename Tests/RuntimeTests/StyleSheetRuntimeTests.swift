import Builders
import Render
import Runtime
import Testing
import Expectations

@MainActor @Suite struct StyleSheetRuntimeTests {
    @Test func anAppsStyleSheetIsDrawnFromTheNextFrameAndMonochromeDropsColours() {
        let app = HeadlessDriver(VStack { Button("OK") {}.tint(.green) }, width: 20, height: 2)
        expectEqual(app.screen[0, 1].style.foreground, .basic(2))
        var sheet = StyleSheet.standard
        sheet.define(ControlStyle(focusOpen: "{", focusClose: "}"), for: .button)
        app.runtime.styleSheet = sheet
        expectContains(app.text, "{OK}")
        app.runtime.styleSheet = .monochrome
        expectContains(app.text, ">OK<")
        expectEqual(app.screen[0, 1].style.foreground, nil)
        #expect(app.screen[0, 1].style.inverse)
    }
}
