import Foundation
import Testing
import Expectations

/// The test PNG decoder (`PNGImage`) on images a reference encoder (zlib's, through Python) made
/// of one pattern: pixel (x, y) is (16x, 16y, 8(x + y)) modulo 256, alpha 5xy modulo 256, the rows
/// filtered in turn with filter types 0, 1, 2, 3, 4. Each image is compressed with another kind
/// of deflate block.
@Suite struct PNGImageTests {
    /// The pattern's pixel at (x, y).
    private func expected(x: Int, y: Int, alpha: Bool) -> PNGImage.Pixel {
        PNGImage.Pixel(
            red: UInt8(x * 16 % 256), green: UInt8(y * 16 % 256), blue: UInt8((x + y) * 8 % 256),
            alpha: alpha ? UInt8(x * y * 5 % 256) : 255)
    }

    private func check(_ base64: String, width: Int, height: Int, alpha: Bool) throws {
        let data = try #require(Data(base64Encoded: base64))
        let image = try PNGImage(data: data)
        #expect(image.width == width && image.height == height)
        for y in 0..<height {
            for x in 0..<width {
                #expect(image.pixel(x: x, y: y) == expected(x: x, y: y, alpha: alpha), "pixel (\(x), \(y))")
            }
        }
    }

    @Test("a 5 × 5 RGB image in one block of fixed Huffman codes decodes to its pattern")
    func fixedBlock() throws {
        try check(
            """
            iVBORw0KGgoAAAANSUhEUgAAAAUAAAAFCAIAAAACDbGyAAAAL0lEQVR4AWNgYGAQYOBQYBAwYJBwYFBgZBDgAPLhiAnIR0bMDAoC
            HEiABSTMgEAAf3gCs0GXHA8AAAAASUVORK5CYII=
            """.replacingOccurrences(of: "\n", with: ""),
            width: 5, height: 5, alpha: false)
    }

    @Test("a 5 × 5 RGBA image in one stored block decodes to its pattern")
    func storedBlock() throws {
        try check(
            """
            iVBORw0KGgoAAAANSUhEUgAAAAUAAAAFCAYAAACNbyblAAAAdElEQVR4AQFpAJb/AAAAAAAQAAgAIAAQADAAGABAACAAAQAQCAAQ
            AAgFEAAIBRAACAUQAAgFAgAQCAAAEAgFABAICgAQCA8AEAgUAwAgEAAICAgKCAgIDQgICA8ICAgSBAAQCAAAAAgFAAAICgAACA8A
            AAgUviEDY9KWIUEAAAAASUVORK5CYII=
            """.replacingOccurrences(of: "\n", with: ""),
            width: 5, height: 5, alpha: true)
    }

    @Test("a 40 × 30 RGBA image in dynamic Huffman blocks decodes to its pattern")
    func dynamicBlock() throws {
        try check(
            """
            iVBORw0KGgoAAAANSUhEUgAAACgAAAAeCAYAAABe3VzdAAAFrklEQVR42tXXf4gUVQAH8HelOFjqVlfumR5TF7bRScOh3GkHvoPa
            Ns7ioQnbQe4QJ61oMv4gF+JqOC5ukaPeghxXkTxQYzPhhhBb47LxB7Ep4fyjLnbRKFIrxfGiS5azqO+4b2E999Dsnzvlc+/N2xm+
            y+59ee8Iwb8Q0YiOnwYJE4oZIxFi4soibcTGCicxIrDqkDhx8YpHksTHq5Kk8LSNJ9N4iuOJIdwd3JnFXQ7uyOFVF6/ksephpYAr
            H7Mifkr8L5Hb5deRkBbcMHu6uid4gzAb5sICqIcGaIQmiMAyaIFWaIcOiEInMFgPXZCAbtgEW2EHpKAHeqEfBiADg/AxCDgAB2EY
            DsNROAYn7yU63qemzYV5sAAehHpYCA2wGBrhMWiCpRCBp2FZWtMMjC2wAr6Er2AEvoHjcAq+hRehE14GButgPZ6PY+yC1yABl+EK
            /AJXZ934BPFRwlxYAPV3qet/PFsxfOsawzfIjAadtbUYjHZSFutmjPWYLD5oMXPYZsk8Z9YlwVITDrMfclm62WP8eZ8NbZBM7CIs
            y0PM+UxnuRMGc3+gLD/OmDfPZIWlFvNX26wY50xuE6y022Fkn8u0EY+FzvksPCaZPgf5OvJXIn8t8jcjvw/5nyD/CPLP1hHTCErS
            OF3NgJLEniB3Wgjt1kKswi95O8bV0AHPQRS+q1UIKMBF+FEV4nU8310pBPwGY7ANdsBbU5WkARphGUTUWK2jxlpF9xTrvVOsixpr
            l+BnOEmIwDck4i26MLsNkRykwsozkZowhd1sifQGW3DOxdAJIcS4I7JLXeHEPZHb7Qt3RIr8GBGeHhKFtbrw+wxRPEKFLDJRWmQK
            ssYS2ju2CDlchC8Lodc7IhJ1hZHyRNtBX9BRKWLzkU+Rvx35+5F/Hvka8lchfwvy99YRJx6UpHW6mgElsdrIHRSiNSiEVqMQ6fIO
            cWZSIc5pN+8QPwWF0MqFeEMVYgtsTZcL8QdcgxS8DX9D8L56b1eSpqqStEArRFVJogqrmkdVSaqvU1XzPAxUXY+qkgTzX0HCYXX9
            D8wiROIbkHanLtODhuSXqBxqZlLsMmX2hCWdebbMxbl09wmZH3Okt9KVhT5P+md9WVwkpdxIZMkJSXJdl1rUkKEMleFRJvUnTRnZ
            bknja1u2aVzSdULG9jqSXXVlfLknzXd9mTwtpfUw8k3kf478a8jvQP4A8i8g/3Hkv1lXPs9pbLqaASUJryF3WohaR6Z0eYeodWS6
            pRDwe2WHgFJQCDzfUykEvAdzYDfcHxz/7qYkiaqSJFRJ1qt5QpWkMt9RNe9VY7BDZNT8T1WSRLkQN45bwfyoGpcQQvEJ02y3Tp28
            QXPNlLqc0fy4Sb24RQsjNvV1Tot9gsqiQ0trXEocj2r1Pg2lJA2PEqrTEI3s16mhGbRtC6XUYzS23KRsyKLxv2xqmpwmTwlqRRya
            GnCpLT2afsWnPCfp0GLk28i/gvwY8g8hP4T8ncgvIL+9Due5oCSbpqsZUBJqkqpCHFeFqPwNcWaKI1NX5ciUvnmH2KQKcdORqWqH
            CAphq0LMhv50uRAD8AFkYA88Ah/Co3dTkpQqSTB2qjEoyfdVJQnWtqox0KPGfjVm1DhflSQMB9XaYTUeK488T0Lc69F5YcLg/i7K
            i+OMy20mL41ZnGy2uVbkPLRR8PBlh+sJl0dGPW686vO285LTdYTHvBBnL+k8ftrg5guUJ08xbnWYPHXM4vazNk/ncGBbIfjQFzh3
            PePy7CGPO0/5PPep5G4T8gXylyD/I+QvRP4e5D+A/PeRf18dznNBSXqnqxlQkuROMqkQ3qQj08Upjkw3CpEu7xCVQlSOTNcnFSLY
            Ifq1GoXA84OVQsBe0GEfHIDsfylJRpWkXRUi2EkuqJ0ko/5wz6iSBOOE2kkyqiQZVZKMMqjGoCQH1HxYjUfVePJf6wtAvm13DrUA
            AAAASUVORK5CYII=
            """.replacingOccurrences(of: "\n", with: ""),
            width: 40, height: 30, alpha: true)
    }

    @Test("a file that is not a PNG is refused with what was expected")
    func notAPNG() {
        expectThrows(PNGImage.DecodingError.self) { try PNGImage(data: Data("<svg/>".utf8)) }
    }
}
