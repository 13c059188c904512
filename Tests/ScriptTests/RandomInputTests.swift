import Foundation
import Script
import Testing

/// A small seeded generator (SplitMix64), so every run sees the same inputs.
struct SeededGenerator: RandomNumberGenerator {
    var state: UInt64
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

/// The reader on arbitrary and mutated input: it returns a tree or throws a
/// ScriptError naming a place, and never crashes or hangs.
@MainActor @Suite struct RandomInputTests {
    static let alphabet = Array("Text(\"a\\(1)\").tag(0)VStack{}HStack[]ForEach(0..<3){iin}ifelseswitchcase:default\\.self,;=+-*/%!?<>.\n /**/ //\"\u{1F600}日")

    @Test func mutatedExamplesNeverCrash() throws {
        var generator = SeededGenerator(state: 42)
        let sources = try ["classic-picker.swift", "settings.swift", "nested.swift", "custom-view.swift"].map(example)
        var outcomes = (built: 0, rejected: 0)
        for round in 0..<1_500 {
            var characters = Array(sources[round % sources.count])
            for _ in 0..<Int.random(in: 1...8, using: &generator) {
                guard !characters.isEmpty else { break }
                let position = Int.random(in: 0..<characters.count, using: &generator)
                switch Int.random(in: 0..<4, using: &generator) {
                case 0: characters.remove(at: position)
                case 1: characters.insert(Self.alphabet.randomElement(using: &generator) ?? " ", at: position)
                case 2: characters[position] = Self.alphabet.randomElement(using: &generator) ?? " "
                default:
                    let end = min(characters.count, position + Int.random(in: 1...40, using: &generator))
                    characters.insert(contentsOf: characters[position..<end], at: position)
                }
            }
            do {
                _ = try ViewFile.build(source: String(characters), file: "fuzz.swift")
                outcomes.built += 1
            } catch let error as ScriptError {
                #expect(error.location.line >= 1 && error.location.column >= 1)
                outcomes.rejected += 1
            }
        }
        // Both outcomes occur: some mutations keep a file readable (a changed string, a doubled
        // line), most break it; an error other than a ScriptError would have ended the test.
        #expect(outcomes.built > 0)
        #expect(outcomes.rejected > 0)
    }

    @Test func randomTextNeverCrashes() {
        var generator = SeededGenerator(state: 7)
        for _ in 0..<2_000 {
            let length = Int.random(in: 0..<200, using: &generator)
            let source = String((0..<length).map { _ in Self.alphabet.randomElement(using: &generator) ?? " " })
            do {
                _ = try ViewFile.build(source: source, file: "fuzz.swift")
            } catch {
                #expect(error is ScriptError, "\(error)")
            }
        }
    }
}
