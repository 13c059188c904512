import Builders
import Inspect
import Script
import Testing
import Expectations

/// View code using the modifiers family builds the type and Mirror layout compiled code builds.
@MainActor @Suite struct ModifiersReaderTests {
    /// (view code, the same code compiled)
    static func cases() -> [(String, any View)] {
        [
            (#"Text("x").navigationTitle("Inbox").navigationBarTitle("Old").navigationBarTitleDisplayMode(.inline)"#,
             Text("x").navigationTitle("Inbox").navigationBarTitle("Old").navigationBarTitleDisplayMode(.inline)),
            (#"Text("x").toolbar { ToolbarItem(placement: .navigationBarTrailing) { Button("Add") {} }; ToolbarItemGroup(placement: .bottomBar) { Text("a"); Text("b") } }"#,
             Text("x").toolbar { ToolbarItem(placement: .navigationBarTrailing) { Button("Add") {} }; ToolbarItemGroup(placement: .bottomBar) { Text("a"); Text("b") } }),
            (#"Text("x").sheet(isPresented: .constant(true)) { Text("s") }.fullScreenCover(isPresented: .constant(false)) { Text("c") }"#,
             Text("x").sheet(isPresented: .constant(true)) { Text("s") }.fullScreenCover(isPresented: .constant(false)) { Text("c") }),
            (#"Text("x").popover(isPresented: .constant(true), arrowEdge: .bottom) { Text("p") }"#,
             Text("x").popover(isPresented: .constant(true), arrowEdge: .bottom) { Text("p") }),
            (#"Text("x").alert("Delete?", isPresented: .constant(true)) { Button("OK") {} } message: { Text("m") }"#,
             Text("x").alert("Delete?", isPresented: .constant(true)) { Button("OK") {} } message: { Text("m") }),
            (#"Text("x").alert("A", isPresented: .constant(false)) { Button("OK") {} }"#,
             Text("x").alert("A", isPresented: .constant(false)) { Button("OK") {} }),
            (#"Text("x").confirmationDialog("Share", isPresented: .constant(true), titleVisibility: .visible) { Button("Mail") {} }"#,
             Text("x").confirmationDialog("Share", isPresented: .constant(true), titleVisibility: .visible) { Button("Mail") {} }),
            (#"Text("x").clipped().mask { Text("m") }.mask(Color.red).shadow(color: .red, radius: 2, x: 1, y: 1).blur(radius: 3)"#,
             Text("x").clipped().mask { Text("m") }.mask(Color.red).shadow(color: .red, radius: 2, x: 1, y: 1).blur(radius: 3)),
            (#"Text("x").offset(x: -8, y: 16).position(x: 4, y: 5).hidden().zIndex(2).layoutPriority(1)"#,
             Text("x").offset(x: -8, y: 16).position(x: 4, y: 5).hidden().zIndex(2).layoutPriority(1)),
            (#"Text("x").fixedSize().fixedSize(horizontal: true, vertical: false).ignoresSafeArea(.keyboard, edges: .bottom).edgesIgnoringSafeArea(.all)"#,
             Text("x").fixedSize().fixedSize(horizontal: true, vertical: false).ignoresSafeArea(.keyboard, edges: .bottom).edgesIgnoringSafeArea(.all)),
            (#"Text("x").foregroundStyle(.red).tint(.green).accentColor(.blue).environment(\.colorScheme, .dark).allowsHitTesting(false)"#,
             Text("x").foregroundStyle(.red).tint(.green).accentColor(.blue).environment(\.colorScheme, .dark).allowsHitTesting(false)),
            (#"Button("b") {}.buttonStyle(.borderedProminent).toggleStyle(.switch).textFieldStyle(.roundedBorder).listStyle(.insetGrouped).datePickerStyle(.graphical).labelsHidden()"#,
             Button("b") {}.buttonStyle(.borderedProminent).toggleStyle(.switch).textFieldStyle(.roundedBorder).listStyle(.insetGrouped).datePickerStyle(.graphical).labelsHidden()),
            // The built-in label styles.
            (#"Label("a", systemImage: "star").labelStyle(.iconOnly).labelStyle(.titleOnly).labelStyle(.titleAndIcon).labelStyle(.automatic)"#,
             Label("a", systemImage: "star").labelStyle(.iconOnly).labelStyle(.titleOnly).labelStyle(.titleAndIcon).labelStyle(.automatic)),
            (#"Text("x").onAppear {}.onDisappear {}.onChange(of: 1) { v in }.onChange(of: "s") { a, b in }.onSubmit {}.task {}.task(id: 2) {}"#,
             Text("x").onAppear {}.onDisappear {}.onChange(of: 1) { _ in }.onChange(of: "s") { _, _ in }.onSubmit {}.task {}.task(id: 2) {}),
            (#"Text("x").accessibilityValue("v").accessibilityHint("h").accessibilityHidden(true).accessibility(label: Text("l"))"#,
             Text("x").accessibilityValue("v").accessibilityHint("h").accessibilityHidden(true).accessibility(label: Text("l"))),
            (#"Text("x").keyboardType(.numberPad).textContentType(.emailAddress).autocapitalization(.words).textInputAutocapitalization(.never)"#,
             Text("x").keyboardType(.numberPad).textContentType(.emailAddress).autocapitalization(.words).textInputAutocapitalization(.never)),
        ]
    }

    @Test func everyModifierMatchesCompiledCode() throws {
        for (source, compiled) in Self.cases() {
            let built = try read(source)
            #expect(typeName(built) == typeName(compiled), "\(source)")
            #expect(standardDump(built) == standardDump(compiled), "\(source)")
        }
    }

    @Test func aReadSheetIsInspectedAndDrawnAsCompiledOne() throws {
        let built = try read(#"VStack { Text("main") }.sheet(isPresented: .constant(true)) { Text("details") }"#)
        let root = inspect(built)
        expectEqual(try root.vStack().sheet().text(0).string(), "details")
    }

    @Test func unknownStylesAndKeysAreReportedWithTheChoices() throws {
        #expect(scriptError { try read(#"Text("x").buttonStyle(.fancy)"#) }?.description.contains("expected a ButtonStyle (.automatic, .plain, .bordered, .borderedProminent or .borderless), found '.fancy'") == true)
        #expect(scriptError { try read(#"Text("x").environment(\.nope, 1)"#) }?.description.contains("unsupported environment key '\\.nope'") == true)
        #expect(scriptError { try read(#"Text("x").sheet { Text("s") }"#) }?.description.contains("needs 'isPresented:'") == true)
    }
}

/// `cornerRadius(_:)` clips to a rounded rectangle, in compiled code and in view code alike.
@MainActor @Suite struct CornerRadiusTests {
    @Test func cornerRadiusClipsToARoundedRectangleAndReadsAsCompiled() throws {
        let compiled = Text("a").cornerRadius(8)
        expectEqual(String(describing: type(of: compiled)), "ModifiedContent<Text, _ClipEffect<RoundedRectangle>>")
        expectEqual(try compiled.inspect().text().cornerRadius(), 8)
        expectEqual(try compiled.inspect().text().modifiers.map(\.name), ["cornerRadius"])
        let read = try ViewFile.build(source: "Text(\"a\").cornerRadius(8)", file: "c.swift")
        expectEqual(String(describing: type(of: read)), String(describing: type(of: compiled)))
    }
}
