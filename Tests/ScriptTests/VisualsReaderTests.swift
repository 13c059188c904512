import Builders
import Inspect
import Script
import Testing
import Expectations

/// The reader builds shapes, colours, images and texts, and their modifiers, as compiled code does.
@MainActor @Suite struct VisualsReaderTests {
    static func cases() -> [(String, any View)] {
        [
            (#"RoundedRectangle(cornerRadius: 8, style: .circular)"#, RoundedRectangle(cornerRadius: 8, style: .circular)),
            (#"Circle().fill(.red)"#, Circle().fill(Color.red)),
            (#"Capsule(style: .circular).stroke(.blue, lineWidth: 2)"#, Capsule(style: .circular).stroke(Color.blue, lineWidth: 2)),
            (#"Ellipse().strokeBorder(.green, lineWidth: 4)"#, Ellipse().strokeBorder(Color.green, lineWidth: 4)),
            (#"Rectangle().strokeBorder(.green)"#, Rectangle().strokeBorder(Color.green)),
            (#"Color("brand")"#, Color("brand")),
            (#"Color(.sRGBLinear, red: 0.1, green: 0.2, blue: 0.3, opacity: 0.5)"#, Color(.sRGBLinear, red: 0.1, green: 0.2, blue: 0.3, opacity: 0.5)),
            (#"Color(.displayP3, white: 0.5)"#, Color(.displayP3, white: 0.5)),
            (#"Color(hue: 0.5, saturation: 1, brightness: 0.5)"#, Color(hue: 0.5, saturation: 1, brightness: 0.5)),
            (#"Color.red.opacity(0.5)"#, Color.red.opacity(0.5)),
            (#"Image("p").resizable(resizingMode: .tile).renderingMode(.template).interpolation(.high).antialiased(false)"#,
             Image("p").resizable(resizingMode: .tile).renderingMode(.template).interpolation(.high).antialiased(false)),
            (#"Image("p").resizable().aspectRatio(1.5, contentMode: .fit).scaledToFill().scaledToFit().imageScale(.large)"#,
             Image("p").resizable().aspectRatio(1.5, contentMode: .fit).scaledToFill().scaledToFit().imageScale(.large)),
            (#"Text("a").strikethrough(color: .red).kerning(1).tracking(2).baselineOffset(-1).monospacedDigit()"#,
             Text("a").strikethrough(color: .red).kerning(1).tracking(2).baselineOffset(-1).monospacedDigit()),
            (#"Text("a").lineLimit(2).lineLimit(nil).multilineTextAlignment(.center).truncationMode(.head).lineSpacing(3).textCase(.uppercase).textCase(nil)"#,
             Text("a").lineLimit(2).lineLimit(nil).multilineTextAlignment(.center).truncationMode(.head).lineSpacing(3).textCase(.uppercase).textCase(nil)),
            (#"Text("a").lineLimit(2...4).lineLimit(3, reservesSpace: true)"#, Text("a").lineLimit(2...4).lineLimit(3, reservesSpace: true)),
        ]
    }

    @Test func everyVisualConstructMatchesCompiledCode() throws {
        for (source, compiled) in Self.cases() {
            let built = try read(source)
            #expect(typeName(built) == typeName(compiled), "\(source)")
            #expect(standardDump(built) == standardDump(compiled), "\(source)")
        }
    }

    @Test func formattedNumbersReadAsCompiledCode() throws {
        let built = try read(#"Text(3.5, format: .number)"#)
        expectEqual(typeName(built), "Text")
        expectEqual(try inspect(built).string(), (try Text(3.5, format: .number).inspect().string()))
        #expect(try inspect(read(#"Text(12, format: .percent)"#)).string() == (try Text(12, format: .percent).inspect().string()))
    }

    @Test func shapesWrittenAsImplicitMembersClipAsTheirTypesDo() throws {
        try expectReadsAsCompiled(#"Text("a").clipShape(.rect(cornerRadius: 12))"#, Text("a").clipShape(.rect(cornerRadius: 12)))
        try expectReadsAsCompiled(#"Text("a").clipShape(.rect(cornerRadius: 4, style: .circular))"#, Text("a").clipShape(.rect(cornerRadius: 4, style: .circular)))
        try expectReadsAsCompiled(#"Text("a").clipShape(.circle)"#, Text("a").clipShape(.circle))
        try expectReadsAsCompiled(#"Text("a").clipShape(.capsule)"#, Text("a").clipShape(.capsule))
        try expectReadsAsCompiled(#"Text("a").clipShape(.rect)"#, Text("a").clipShape(.rect))
        // The member's shape is the type's own: a rounded rectangle, with the radius given.
        #expect(typeName(try read(#"Text("a").clipShape(.rect(cornerRadius: 12))"#)).contains("RoundedRectangle"))
    }

    @Test func imageModifiersNeedAnImage() {
        #expect(scriptError { try read(#"Text("a").resizable()"#) } != nil)
        #expect(scriptError { try read(#"Text("a").fill(.red)"#) } != nil)
        #expect(scriptError { try read(#"Image("a").strikethrough()"#) } != nil)
    }
}
