import Builders
import Foundation
import Inspect
import Testing
import Expectations

/// A shape's own modifiers (`offset`, `rotation`, `scale`, `transform`, `size`, `trim`) make
/// shapes the inspector reads, under both reading strategies.
@MainActor @Suite struct ShapeModifierVerbTests {
    func both(_ view: some View) throws -> [InspectableView] {
        [try view.inspect(), try view.inspectWithMirrorOnly()]
    }

    @Test("each shape modifier's values are read through the shapes around it")
    func modifierValuesAreReadThroughNesting() throws {
        let transform = CGAffineTransform(translationX: 40, y: -3)
        let shape = Ellipse()
            .trim(from: 0.25, to: 0.9)
            .size(width: 10, height: 20)
            .scale(x: 0.4, y: 0.9, anchor: .topLeading)
            .transform(transform)
            .rotation(.degrees(35), anchor: .bottom)
            .offset(x: 3, y: 4)
        for root in try both(shape) {
            let read = try root.shape()
            expectEqual(try read.offset(), CGSize(width: 3, height: 4))
            expectEqual(try read.rotation().angle, .degrees(35))
            expectEqual(try read.rotation().anchor, .bottom)
            expectEqual(try read.transform(), transform)
            let scale = try read.scale()
            #expect(scale.x == 0.4 && scale.y == 0.9 && scale.anchor == .topLeading)
            expectEqual(try read.size(), CGSize(width: 10, height: 20))
            #expect(try read.trim() == (from: 0.25, to: 0.9))
        }
    }

    @Test("an inset goes inside a moved and turned shape, which stay readable")
    func insetGoesInsideMovedShape() throws {
        let shape = Ellipse().rotation(.degrees(20)).offset(CGSize(width: 10, height: 30)).inset(by: 5)
        #expect(type(of: shape) == OffsetShape<RotatedShape<Ellipse._Inset>>.self)
        for root in try both(shape) {
            let read = try root.shape()
            expectEqual(try read.inset(), 5)
            expectEqual(try read.offset(), CGSize(width: 10, height: 30))
            expectEqual(try read.rotation().angle, .degrees(20))
        }
    }

    @Test("a shape without the modifier asked about throws attributeNotFound")
    func missingModifierThrows() throws {
        let root = try Ellipse().offset().inspect().shape()
        expectThrows(InspectionError.self) { try root.size() }
        expectThrows(InspectionError.self) { try root.trim() }
    }

    @Test("the moved shape's outline is the shape's, moved; a transform moves every point")
    func pathsAreMoved() throws {
        let rect = CGRect(x: 0, y: 0, width: 10, height: 10)
        expectEqual(Rectangle().offset(x: 5, y: -2).path(in: rect).boundingRect, CGRect(x: 5, y: -2, width: 10, height: 10))
        let moved = Rectangle().transform(CGAffineTransform(scaleX: 2, y: 3)).path(in: rect)
        expectEqual(moved.boundingRect, CGRect(x: 0, y: 0, width: 20, height: 30))
        // Scaling about the centre keeps the centre where it was.
        let scaled = Rectangle().scale(0.5).path(in: rect)
        expectEqual(scaled.boundingRect, CGRect(x: 2.5, y: 2.5, width: 5, height: 5))
        // A square turned a quarter about its centre covers the same square.
        let turned = Rectangle().rotation(.degrees(90)).path(in: rect).boundingRect
        #expect(abs(turned.minX) < 1e-9 && abs(turned.maxY - 10) < 1e-9)
        expectEqual(try Rectangle().offset(x: 1).inspect().shape().path(in: rect), Rectangle().offset(x: 1).path(in: rect))
    }

    @Test("a trimmed outline keeps the fraction of its length asked for")
    func trimmedOutline() {
        // The square's outline is 40 long; its first half runs along the top and down the right side.
        let half = Rectangle().trim(from: 0, to: 0.5).path(in: CGRect(x: 0, y: 0, width: 10, height: 10))
        expectEqual(half.elements, [.move(to: .zero), .line(to: CGPoint(x: 10, y: 0)), .line(to: CGPoint(x: 10, y: 10))])
        #expect(Rectangle().trim(from: 0.6, to: 0.2).path(in: CGRect(x: 0, y: 0, width: 4, height: 4)).isEmpty)
        #expect(Rectangle().size(width: 3, height: 2).path(in: CGRect(x: 1, y: 1, width: 50, height: 50)).boundingRect
                == CGRect(x: 1, y: 1, width: 3, height: 2))
    }
}
