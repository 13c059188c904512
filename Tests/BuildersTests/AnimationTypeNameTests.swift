import Builders
import Testing
import Expectations

/// Animations, transactions and transitions: SwiftUI's modifier types and labels, the values
/// they keep, and state changes that are made at once.
@MainActor @Suite struct AnimationTypeNameTests {
    @Test func animationModifiersHaveSwiftUIsTypesAndLabels() {
        let text = Text("x")
        let animated = text.animation(.easeInOut(duration: 0.3), value: 4)
        expectEqual(typeName(animated), "ModifiedContent<Text, _AnimationModifier<Int>>")
        expectEqual(childLabels(animated.modifier), ["animation", "value"])
        expectEqual(descendant(animated, "modifier", "animation") as? Animation?, .easeInOut(duration: 0.3))
        expectEqual(typeName(text.animation(.default)), "ModifiedContent<Text, _TransactionModifier>")
        expectEqual(typeName(text.transaction { $0.animation = nil }), "ModifiedContent<Text, _TransactionModifier>")
        expectEqual(typeName(text.transaction(value: true) { $0.disablesAnimations = true }), "ModifiedContent<Text, _ValueTransactionModifier<Bool>>")
        expectEqual(typeName(text.transition(.slide)), "ModifiedContent<Text, _TraitWritingModifier<TransitionTraitKey>>")
        expectEqual(descendant(text.transition(.move(edge: .top)), "modifier", "value") as? AnyTransition, .move(edge: .top))
        expectEqual(typeName(text.contentTransition(.numericText())), "ModifiedContent<Text, _EnvironmentKeyWritingModifier<ContentTransition>>")
    }

    @Test func theDeprecatedAnimationSetsTheTransactionsAnimationUnlessDisabled() throws {
        let transform = try #require(descendant(Text("x").animation(.spring()), "modifier", "transform") as? (inout Transaction) -> Void)
        var transaction = Transaction()
        transform(&transaction)
        expectEqual(transaction.animation, .spring())
        var disabled = Transaction(animation: .linear)
        disabled.disablesAnimations = true
        transform(&disabled)
        expectEqual(disabled.animation, .linear)
    }

    @Test func animationsKeepTheirCurvesDelaysSpeedsAndRepetitions() {
        expectEqual(Animation.easeIn, .easeIn(duration: 0.35))
        expectEqual(Animation.easeOut.description, "easeOut(duration: 0.35)")
        expectEqual(Animation.linear(duration: 1).delay(0.5).speed(2).description, "linear(duration: 1.0).delay(0.5).speed(2.0)")
        expectEqual(Animation.spring().description, "spring(response: 0.55, dampingFraction: 0.825, blendDuration: 0.0)")
        #expect(Animation.spring(response: 0.4, dampingFraction: 0.6) != .spring())
        expectEqual(Animation.spring(duration: 0.3, bounce: 0.2).description, "spring(duration: 0.3, bounce: 0.2, blendDuration: 0.0)")
        expectEqual(Animation.spring, .spring(duration: 0.5, bounce: 0))
        expectEqual(Animation.bouncy, .bouncy(duration: 0.5, extraBounce: 0))
        #expect(Animation.smooth != .snappy)
        expectEqual(Animation.interactiveSpring, .interactiveSpring())
        #expect(Animation.interpolatingSpring(stiffness: 100, damping: 10).description.hasPrefix("interpolatingSpring(mass: 1.0"))
        expectEqual(Animation.easeInOut.repeatForever(autoreverses: false).description, "easeInOut(duration: 0.35).repeatForever(autoreverses: false)")
        expectEqual(Animation.default.repeatCount(3).description, "default.repeatCount(3, autoreverses: true)")
        #expect(Animation.timingCurve(0.2, 0.8, 0.2, 1, duration: 0.5) != .easeInOut(duration: 0.5))
    }

    @Test func transitionsCombineAndDescribeThemselves() {
        expectEqual(AnyTransition.opacity.combined(with: .scale).description, "opacity.combined(with: scale)")
        #expect(AnyTransition.asymmetric(insertion: .push(from: .trailing), removal: .opacity).description
            == "asymmetric(insertion: push(from: trailing), removal: opacity)")
        #expect(AnyTransition.scale(scale: 0.5, anchor: .bottom) != .scale)
        expectEqual(AnyTransition.offset(x: 3), .offset(CGSize(width: 3, height: 0)))
        expectEqual(AnyTransition.slide.animation(.easeIn).description, "slide.animation(easeIn(duration: 0.35))")
        expectEqual(ContentTransition.numericText(countsDown: true).description, "numericText(countsDown: true)")
        #expect(ContentTransition.numericText(value: 3) != .numericText())
        expectEqual(TransitionTraitKey.defaultValue, .opacity)
    }

    @Test func withAnimationRunsTheChangeAtOnceAndReturnsItsResult() throws {
        var count = 0
        let result = withAnimation { count += 1; return count * 10 }
        #expect(count == 1 && result == 10)
        expectEqual(withAnimation(.spring(response: 0.3)) { "done" }, "done")
        var completed = false
        withAnimation(.easeOut, completionCriteria: .removed) { count += 1 } completion: { completed = true }
        #expect(count == 2 && completed)
        struct Refused: Error {}
        expectThrows(Refused.self) { try withAnimation { throw Refused() } }
        expectEqual(withTransaction(Transaction(animation: nil)) { 7 }, 7)
        expectEqual(withTransaction(\.disablesAnimations, true) { count }, 2)
    }

    @Test func aBindingsAnimationWritesThroughAtOnce() {
        var stored = false
        let binding = Binding(get: { stored }, set: { stored = $0 })
        binding.animation(.easeInOut).wrappedValue = true
        #expect(stored)
        binding.animation().wrappedValue = false
        #expect(!stored)
        binding.transaction(Transaction()).wrappedValue = true
        #expect(stored)
    }

    @Test func transactionsKeepCustomKeys() {
        struct Source: TransactionKey { static var defaultValue: String { "user" } }
        var transaction = Transaction()
        expectEqual(transaction[Source.self], "user")
        transaction[Source.self] = "timer"
        expectEqual(transaction[Source.self], "timer")
        #expect(!transaction.isContinuous && !transaction.tracksVelocity)
    }
}
