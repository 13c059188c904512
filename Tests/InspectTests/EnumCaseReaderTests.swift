@testable import Inspect
import Testing
import Expectations

/// Reading an enum's case by its value witnesses gives what `Mirror` gives — the case's label and
/// payload — for the first value of a case (read through `Mirror`) and for every later one (read by
/// load where that is exact), and for payloads a load would misread (existentials, indirect cases).
@MainActor @Suite struct EnumCaseReaderTests {
    final class Box: CustomStringConvertible {
        let name: String
        init(_ name: String) { self.name = name }
        var description: String { "Box(\(name))" }
    }

    protocol Shape {}
    struct Square: Shape { var side: Int }

    enum Storage {
        case verbatim(String)
        case object(Box)
        case pair(Int, String)
        case anything(Any)
        case shape(any Shape)
        case nothing
        case other
        indirect case nested(Storage)
    }

    enum Generic<Value> {
        case tagged(Value)
        case untagged
    }

    /// What Mirror shows of `value`: the label, the payload's type and its description.
    private func mirrored(_ value: Any) -> String {
        guard let child = Mirror(reflecting: value).children.first else { return "none" }
        return "\(child.label ?? "nil") \(type(of: child.value)) \(child.value)"
    }

    private func read(_ value: Any) -> String {
        guard let child = EnumCaseReader.payload(of: value) else { return "none" }
        return "\(child.label ?? "nil") \(type(of: child.value)) \(child.value)"
    }

    /// Each value is read twice, so that a case is met first (learnt) and again (loaded); the values
    /// of one case differ, so that a load reads the value, not what was learnt.
    @Test func aCaseReadsAsMirrorShowsIt() {
        let values: [Storage] = [
            .verbatim("first"), .verbatim("second"), .verbatim(String(repeating: "long ", count: 20)),
            .object(Box("a")), .object(Box("b")),
            .pair(1, "one"), .pair(2, "two"),
            .anything(1), .anything("text"), .anything(Box("c")), .anything([1, 2, 3]),
            .shape(Square(side: 2)), .shape(Square(side: 3)),
            .nothing, .other, .nothing,
            .nested(.verbatim("inner")), .nested(.object(Box("d"))), .nested(.nothing),
        ]
        for value in values + values {
            expectEqual(read(value), mirrored(value))
        }
    }

    @Test func genericAndOptionalPayloadsReadAsMirrorShowsThem() {
        let values: [Any] = [
            Generic.tagged(5), Generic<Int>.untagged, Generic.tagged(6),
            Generic.tagged(Optional(7)), Generic<Int?>.tagged(nil), Generic.tagged(Box("e")),
            Optional(Box("f")) as Any, Optional<Box>.none as Any, Optional(Box("g")) as Any,
            Optional(8) as Any, Optional(9) as Any,
            Generic.tagged(AnyHashable(10)), Generic.tagged(AnyHashable("eleven")),
        ]
        for value in values + values {
            expectEqual(read(value), mirrored(value))
        }
    }

    @Test func aClassPayloadIsTheSameObject() throws {
        let box = Box("same")
        _ = EnumCaseReader.payload(of: Storage.object(Box("learnt")))
        let payload = try #require(EnumCaseReader.payload(of: Storage.object(box)))
        let object = payload.value as AnyObject
        expectEqual(ObjectIdentifier(object), ObjectIdentifier(box))
    }

    @Test func onlyEnumsAreReadByCase() {
        #expect(EnumCaseReader.isEnum(Storage.self))
        #expect(EnumCaseReader.isEnum(Int?.self))
        #expect(!EnumCaseReader.isEnum(Square.self))
        #expect(!EnumCaseReader.isEnum(Box.self))
        #expect(!EnumCaseReader.isEnum((Int, Int).self))
    }
}
