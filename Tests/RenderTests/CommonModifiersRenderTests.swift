import Builders
import Render
import Testing
import Expectations

/// How the modifiers small public apps use draw: a safe-area inset's view at its edge, a material
/// as a plain background, and the effects a terminal cannot show not at all.
@MainActor @Suite struct CommonModifiersRenderTests {
    private func draw<V: View>(_ view: V, width: Int = 12, height: Int? = nil) throws -> String {
        try Renderer.render(view, width: width, height: height).canvas.plainText
    }

    @Test func aSafeAreaInsetIsDrawnAtItsEdge() throws {
        #expect(try draw(VStack(alignment: .leading) { Text("body") }.safeAreaInset(edge: .bottom, alignment: .leading) { Text("bar") })
                == "body\nbar")
        #expect(try draw(VStack(alignment: .leading) { Text("body") }.safeAreaInset(edge: .top, alignment: .leading) { Text("top") })
                == "top\nbody")
        #expect(try draw(Text("body").safeAreaInset(edge: .top, alignment: .leading, spacing: 16) { Text("top") })
                == draw(VStack(alignment: .leading, spacing: 16) { Text("top"); Text("body") }))
        expectEqual(try draw(Text("body").safeAreaInset(edge: .leading) { Text(">") }), ">body")
        #expect(try draw(Text("body").safeAreaInset(edge: .trailing, spacing: 8) { Text("<") })
                == draw(HStack(spacing: 8) { Text("body"); Text("<") }))
    }

    @Test func aMaterialIsDrawnAsAPlainBackground() throws {
        let plain = try Renderer.render(Text("hi"), width: 4)
        for material in [Material.ultraThin, .thin, .regular, .thick, .ultraThick, .bar] {
            let screen = try Renderer.render(Text("hi").background(material), width: 4)
            expectEqual(screen.canvas.plainText, "hi")
            #expect(screen.canvas[0, 0].style.background != nil)
            #expect(screen.canvas[0, 0].style.background != plain.canvas[0, 0].style.background)
        }
    }

    @Test func colourEffectsGeometryAndRecordedSettingsLeaveTheDrawingAsItWas() throws {
        let plain = try draw(Text("same"))
        let namespace = Namespace().wrappedValue
        let view = Text("same").brightness(0.3).contrast(2).saturation(0).grayscale(1).hueRotation(.degrees(30))
            .matchedGeometryEffect(id: 1, in: namespace).onLongPressGesture {}.controlSize(.large).statusBarHidden()
            .presentationDetents([.medium]).sensoryFeedback(.success, trigger: 1).textSelection(.enabled)
        expectEqual(try draw(view), plain)
    }
}
