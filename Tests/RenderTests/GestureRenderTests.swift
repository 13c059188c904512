import Builders
import Render
import Testing
import Expectations

/// A terminal has no touch, drag, pinch or rotation: a view with gestures is drawn as it is.
@MainActor @Suite struct GestureRenderTests {
    @Test func gesturesLeaveTheDrawingAsItIs() throws {
        let plain = try Renderer.render(VStack { Text("card"); Button("Go") {} }, width: 8)
        let view = VStack {
            Text("card").gesture(DragGesture().onChanged { _ in }).highPriorityGesture(TapGesture(), including: .subviews)
            Button("Go") {}.simultaneousGesture(MagnificationGesture().simultaneously(with: RotationGesture()))
        }
        .gesture(LongPressGesture().sequenced(before: DragGesture()), including: .none)
        let drawn = try Renderer.render(view, width: 8)
        expectEqual(drawn.canvas.plainText, plain.canvas.plainText)
        expectEqual(drawn.canvas, plain.canvas)
    }
}
