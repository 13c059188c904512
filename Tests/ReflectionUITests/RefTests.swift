import Foundation
import ReflectionUI
import Testing
import Expectations

final class Recorder<T: Sendable>: @unchecked Sendable {
    private let lock = NSLock()
    private var _values: [T] = []
    var values: [T] { lock.withLock { _values } }
    func record(_ value: T) { lock.withLock { _values.append(value) } }
}

final class Game: @unchecked Sendable {
    @MirrorUI var blurEnabled = true
    @MirrorUI var lives = 4
    @MirrorUI var startingHealth = 12.5
    @MirrorUI(range: 0...20) var damage = 5.3
    @MirrorUI var greeting = "Welcome"

    init() {
        $lives.min = 0
        $lives.max = 99
    }
}

@MainActor @Suite struct RefTests {
    @Test func aWriteThroughTheBoxIsSeenThroughTheProperty() {
        let game = Game()
        game.$greeting.value = "Hello"
        expectEqual(game.greeting, "Hello")
        game.greeting = "Bye"
        expectEqual(game.$greeting.value, "Bye")
    }

    @Test func copiesOfAStructShareTheBox() {
        struct Panel { @MirrorUI var level = 1 }
        let panel = Panel()
        let copy = panel
        copy.$level.value = 7
        expectEqual(panel.level, 7)
    }

    @Test func didSetReceivesEveryWriteWithTheStoredValue() {
        let game = Game()
        let recorder = Recorder<Int>()
        game.$lives.didSet = { recorder.record($0) }
        game.$lives.value = 10
        game.lives = 500
        game.lives = -3
        expectEqual(recorder.values, [10, 99, 0])
    }

    @Test func theRangeClampsTheInitialValue() {
        final class Weapon { @MirrorUI(range: 0...20) var damage = 25.0 }
        expectEqual(Weapon().damage, 20)
        expectEqual(Weapon().$damage.range, 0...20)
    }

    @Test func boundsClampWritesFromCode() {
        let game = Game()
        game.lives = 150
        expectEqual(game.lives, 99)
        game.damage = -1
        expectEqual(game.damage, 0)
    }

    @Test func settingABoundClampsTheCurrentValueAndReportsIt() {
        let game = Game()
        let recorder = Recorder<Int>()
        game.$lives.didSet = { recorder.record($0) }
        game.$lives.min = 10
        expectEqual(game.lives, 10)
        game.$lives.max = 50
        expectEqual(recorder.values, [10])
    }

    @Test func nanBecomesTheLowerBound() {
        let game = Game()
        game.damage = .nan
        expectEqual(game.damage, 0)
    }

    @Test func whenMinIsAboveMaxTheMaxWins() {
        let ref = Ref(5)
        ref.min = 10
        ref.max = 3
        expectEqual(ref.value, 3)
        expectEqual(ref.range, nil)
    }

    @Test func concurrentWritesAndReadsStayWithinTheBounds() async {
        let ref = Ref(50)
        ref.min = 0
        ref.max = 100
        let recorder = Recorder<Int>()
        ref.didSet = { recorder.record($0) }
        let outside = Recorder<Int>()
        DispatchQueue.concurrentPerform(iterations: 2_000) { index in
            if index.isMultiple(of: 2) {
                ref.value = index - 1_000
            } else {
                let read = ref.value
                if !(0...100).contains(read) { outside.record(read) }
            }
        }
        #expect(outside.values.isEmpty)
        expectEqual(recorder.values.count, 1_000)
        #expect(recorder.values.allSatisfy { (0...100).contains($0) })
    }

    @Test func anObjectOfMarkedPropertiesCanBeReadFromOtherThreads() async {
        let game = Game()
        let reads = await withTaskGroup(of: Int.self) { group in
            for _ in 0..<8 {
                group.addTask { (0..<500).reduce(0) { sum, _ in sum + (game.lives <= 99 ? 1 : 0) } }
            }
            group.addTask { for value in 0..<500 { game.lives = value } ; return 0 }
            var total = 0
            for await count in group { total += count }
            return total
        }
        expectEqual(reads, 4_000)
        expectEqual(game.lives, 99)
    }
}
