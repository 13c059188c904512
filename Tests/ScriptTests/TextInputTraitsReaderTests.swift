import Builders
import Inspect
import Script
import Testing
import Expectations

/// The text input traits a field's modifiers record read as compiled code builds them.
@MainActor @Suite struct TextInputTraitsReaderTests {
    nonisolated static var forms: [(source: String, compiled: any View)] { [
        (#"TextField("a", text: .constant("")).autocorrectionDisabled()"#, TextField("a", text: .constant("")).autocorrectionDisabled()),
        (#"TextField("a", text: .constant("")).autocorrectionDisabled(false)"#, TextField("a", text: .constant("")).autocorrectionDisabled(false)),
        (#"TextField("a", text: .constant("")).disableAutocorrection(true)"#, TextField("a", text: .constant("")).disableAutocorrection(true)),
        (#"TextField("a", text: .constant("")).disableAutocorrection(nil)"#, TextField("a", text: .constant("")).disableAutocorrection(nil)),
        (#"TextField("a", text: .constant("")).submitLabel(.next)"#, TextField("a", text: .constant("")).submitLabel(.next)),
        (#"TextField("a", text: .constant("")).keyboardType(.decimalPad).textInputAutocapitalization(.sentences)"#,
         TextField("a", text: .constant("")).keyboardType(.decimalPad).textInputAutocapitalization(.sentences)),
    ] }

    @Test(arguments: 0..<forms.count)
    func aTextInputTraitReadsAsCompiledCode(index: Int) throws {
        let (source, compiled) = Self.forms[index]
        let read = try read(source)
        let (readType, compiledType) = (typeName(read), typeName(compiled))
        let (readDump, compiledDump) = (MirrorDump.string(of: read), MirrorDump.string(of: compiled))
        #expect(readType == compiledType, "\(source)")
        #expect(readDump == compiledDump, "\(source)")
    }

    @Test func anUnknownSubmitLabelSaysWhatWasExpected() {
        let error = scriptError { try read(#"TextField("a", text: .constant("")).submitLabel(.finish)"#) }
        expectEqual(error?.message, "expected a submit label such as .done, found '.finish'")
    }
}
