import Inspect
import SwiftUI
import Testing
import Expectations

/// A score card written as for SwiftUI: rounded bold fonts, a number rolled by a spring, a badge
/// scaled in, a tinted button, UIKit colours.
private struct ScoreCard: View {
    @State private var score = 0
    @State private var showsBadge = false
    @State private var isExpanded = false

    var body: some View {
        VStack(spacing: 1) {
            Text("Score").font(.system(.title, design: .rounded, weight: .bold))
            Text("\(score)")
                .font(.system(size: 48, weight: .heavy, design: .rounded))
                .monospacedDigit()
                .contentTransition(.numericText())
                .scaleEffect(showsBadge ? 1.2 : 1)
                .animation(.spring(response: 0.4, dampingFraction: 0.6), value: score)
            if showsBadge {
                Label("High score", systemImage: "star")
                    .symbolVariant(.fill)
                    .foregroundStyle(.tint)
                    .transition(.scale.combined(with: .opacity))
            }
            Button("Add point") {
                withAnimation(.bouncy) {
                    score += 1
                    showsBadge = score >= 3
                }
            }
            .tint(Color(.systemMint))
            Toggle("Details", isOn: $isExpanded.animation(.easeInOut))
            if isExpanded {
                Text("Three points earn a badge")
                    .transition(.asymmetric(insertion: .push(from: .trailing), removal: .opacity))
            }
            Image(systemName: "chevron.right")
                .rotationEffect(.degrees(isExpanded ? 90 : 0))
                .animation(.easeInOut(duration: 0.25), value: isExpanded)
            Text("Tap to score").foregroundStyle(.secondary).italic()
        }
        .fontDesign(.rounded)
        .padding()
        .background(Color(UIColor.systemGray6).opacity(0.2))
        .transaction { $0.disablesAnimations = false }
    }
}

/// Colour and font spellings apps use, type-checked as SwiftUI code.
private struct Palette: View {
    var body: some View {
        VStack {
            Color(red: 0.2, green: 0.4, blue: 0.6, opacity: 0.9)
            Color(hue: 0.5, saturation: 0.8, brightness: 0.9)
            Color.mint.opacity(0.7)
            Color(uiColor: .systemIndigo)
            Text("caption").font(.caption.weight(.semibold).monospaced())
            Text("custom").font(.custom("Avenir Next", size: 18).italic())
            Text("blurred").blur(radius: 2).shadow(color: .black.opacity(0.2), radius: 4, x: 0, y: 2)
            Text("quaternary").foregroundStyle(.quaternary).minimumScaleFactor(0.5)
            Image(systemName: "heart").symbolRenderingMode(.hierarchical).accentColor(.pink)
            Text("page").containerRelativeFrame(.horizontal, count: 3, span: 2, spacing: 8)
        }
        .animation(.easeIn)
    }
}

@MainActor @Suite struct LooksAndAnimationAppTests {
    @Test func animatedChangesAreDrawnAtOnceInTheirFinalState() throws {
        let driver = HeadlessDriver(ScoreCard(), width: 40, height: 16)
        expectContains(driver.text, "Score")
        expectNotContains(driver.text, "High score")
        for _ in 0..<3 {
            #expect(driver.click(on: "Add point"))
        }
        // No frame in between: the number and the badge are there as soon as the change is made.
        expectContains(driver.text, "3")
        expectContains(driver.text, "★ High score")
        expectNotContains(driver.text, "Three points")
        #expect(driver.click(on: "Details"))
        expectContains(driver.text, "Three points earn a badge")
    }

    @Test func theInspectorReadsTheCardsLooksAndAnimations() throws {
        let card = try ScoreCard().inspect()
        let number = try card.find(text: "0")
        expectEqual(try number.animation(), .spring(response: 0.4, dampingFraction: 0.6))
        expectEqual(try number.animationValue(Int.self), 0)
        expectEqual(try number.contentTransition(), .numericText())
        expectEqual(try number.scaleEffect(), CGSize(width: 1, height: 1))
        expectEqual(try number.fontWeight(), .heavy)
        expectEqual(try number.fontDesign(), .rounded)
        #expect(try card.find(text: "Tap to score").isItalic())
        #expect(try card.find(text: "Score").isBold())
    }

    @Test func colourAndFontSpellingsCompileAndDraw() throws {
        let driver = HeadlessDriver(Palette(), width: 30, height: 40)
        expectContains(driver.text, "caption")
        expectContains(driver.text, "♡")
        expectEqual(try Palette().inspect().find(text: "page").containerRelativeFrame().axes, .horizontal)
    }
}
