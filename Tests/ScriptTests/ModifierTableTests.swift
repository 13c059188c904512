import Builders
import Pickers
import Script
import Testing

/// The reader's modifier table: every form of every modifier builds what
/// compiled code builds, and the table checks receivers and arguments with
/// messages that name the modifier.
@MainActor @Suite struct ModifierTableTests {
    /// (view code, the same code compiled): the argument forms the construct cases leave out.
    static func cases() -> [(String, any View)] {
        [
            (#"Text("x").tag(2.5).id(true)"#, Text("x").tag(2.5).id(true)),
            (#"Text("a").bold(false).italic(true).underline(false, color: .red).fontWeight(nil)"#,
             Text("a").bold(false).italic(true).underline(false, color: .red).fontWeight(nil)),
            (#"Image("i").foregroundColor(nil).font(nil)"#, Image("i").foregroundColor(nil).font(nil)),
            (#"Text("x").padding(.vertical).padding(.leading, nil)"#, Text("x").padding(.vertical).padding(.leading, nil)),
            (#"Text("x").frame(minWidth: 1, idealWidth: 2, maxWidth: 3, minHeight: 4, idealHeight: 5, maxHeight: 6, alignment: .top)"#,
             Text("x").frame(minWidth: 1, idealWidth: 2, maxWidth: 3, minHeight: 4, idealHeight: 5, maxHeight: 6, alignment: .top)),
            (#"Text("x").frame(height: 3)"#, Text("x").frame(height: 3)),
            (#"Text("x").overlay(Text("o"), alignment: .leading).background(Text("b"), alignment: .bottom).background(.red, alignment: .top)"#,
             Text("x").overlay(Text("o"), alignment: .leading).background(Text("b"), alignment: .bottom).background(.red, alignment: .top)),
            (#"HStack { Text("a") }.background(HStack { Color.red; Text("b") })"#,
             HStack { Text("a") }.background(HStack { Color.red; Text("b") })),
            (#"Text("x").border(.green).onTapGesture(count: 2) {}.onTapGesture(count: 3, perform: {})"#,
             Text("x").border(.green).onTapGesture(count: 2) {}.onTapGesture(count: 3, perform: {})),
            (#"Picker("P", selection: .constant(1)) { Text("a").tag(1) }.pickerStyle(.automatic)"#,
             Picker("P", selection: .constant(1)) { Text("a").tag(1) }.pickerStyle(.automatic)),
        ]
    }

    @Test func everyModifierFormMatchesCompiledCode() throws {
        for (source, compiled) in Self.cases() {
            let built = try read(source)
            #expect(typeName(built) == typeName(compiled), "\(source)")
            #expect(standardDump(built) == standardDump(compiled), "\(source)")
        }
    }

    func error(_ source: String) -> String? {
        scriptError { try read(source, file: "v.swift") }?.description
    }

    @Test func textOnlyModifierIsRefusedOnAnotherViewBeforeItsArguments() {
        #expect(error("Image(\"x\").underline(shape: 1)") == """
            v.swift:1:12: error: expected a Text before .underline(), found Image
            Image("x").underline(shape: 1)
                       ^
            """)
    }

    @Test func frameChecksMixedLabelsAgainstTheFlexibleOverload() {
        #expect(error("Text(\"x\").frame(width: 1, maxWidth: 2)") == """
            v.swift:1:17: error: unexpected argument 'width:' to .frame; expected 'minWidth:', 'idealWidth:', 'maxWidth:', 'minHeight:', 'idealHeight:', 'maxHeight:', 'alignment:'
            Text("x").frame(width: 1, maxWidth: 2)
                            ^
            """)
    }

    @Test func missingAndExtraArgumentsNameTheModifier() {
        #expect(error("Text(\"x\").opacity()") == """
            v.swift:1:11: error: .opacity needs an argument
            Text("x").opacity()
                      ^
            """)
        #expect(error("Text(\"x\").padding(.top, 2, 3)") == """
            v.swift:1:28: error: .padding takes at most 2 unlabelled arguments, found 3
            Text("x").padding(.top, 2, 3)
                                       ^
            """)
    }
}
