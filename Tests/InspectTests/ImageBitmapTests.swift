import Builders
import Foundation
import Inspect
import Testing
import Expectations

@MainActor @Suite struct ImageBitmapTests {
    /// A 2 × 1 point image at 2 pixels per point, its left point filled red: 4 × 2 pixels.
    private func swatch() -> UIImage {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 2
        return UIGraphicsImageRenderer(size: CGSize(width: 2, height: 1), format: format).image { context in
            UIColor.red.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 1, height: 1))
        }
    }

    @Test func aRendererFillsTheRectanglesOfItsBitmapInTheFillColor() throws {
        let image = swatch()
        let bitmap = try #require(image.cgImage)
        expectEqual([bitmap.width, bitmap.height], [4, 2])
        expectEqual(image.size, CGSize(width: 2, height: 1))
        let red: [UInt8] = [255, 0, 0, 255], clear: [UInt8] = [0, 0, 0, 0]
        let row = red + red + clear + clear
        expectEqual(bitmap.pixels, row + row)
    }

    @Test func anImageOfAUIImageGivesItBackUnderItsOwnModifiers() throws {
        let photo = swatch()
        let view = HStack { Image(uiImage: photo).resizable() }
        expectEqual(try view.inspect().hStack().image(0).actualImage().uiImage(), photo)
        expectEqual(Image(uiImage: photo), Image(uiImage: photo))
        #expect(Image(uiImage: photo) != Image(uiImage: swatch()))
        expectThrows(InspectionError.valueTypeMismatch(found: "NamedImageProvider", expected: "UIImage")) {
            try Image("cover").uiImage()
        }
    }

    @Test func anImageOfACGImageHasItsScaleOrientationAndLabel() throws {
        let bitmap = try #require(swatch().cgImage)
        let image = Image(bitmap, scale: 2, orientation: .down, label: Text("Swatch"))
        expectEqual(try image.cgImage(), bitmap)
        expectEqual(try image.scale(), 2)
        expectEqual(try image.orientation(), .down)
        expectEqual(try image.inspect().image().labelView().text().string(), "Swatch")
        expectEqual(image, Image(bitmap, scale: 2, orientation: .down, label: Text("Swatch")))
        #expect(image != Image(bitmap, scale: 1, orientation: .down, label: Text("Swatch")))
        expectThrows(InspectionError.valueTypeMismatch(found: "CGImageProvider", expected: "UIImage")) {
            try image.uiImage()
        }
        expectThrows(InspectionError.valueTypeMismatch(found: "UIImage", expected: "CGImageProvider")) {
            try Image(uiImage: UIImage()).scale()
        }
    }

    @Test func aUIImageMadeByNameIsAlwaysMadeAndKeepsItsName() throws {
        let symbol = try #require(UIImage(systemName: "star"))
        expectEqual(symbol.name, "star")
        expectEqual(symbol.isSystemSymbol, true)
        expectEqual(try #require(UIImage(named: "Cover")).name, "Cover")
        expectEqual(symbol.cgImage, nil)
    }
}
