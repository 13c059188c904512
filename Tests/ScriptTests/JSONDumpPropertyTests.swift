import Builders
import Foundation
import Inspect
import Testing

/// One node of `jsonDump()`, as a client decodes it.
private struct DumpNode: Codable, Equatable {
    /// A tag or id: the dump writes numbers, strings and bools as themselves.
    enum Scalar: Codable, Equatable {
        case int(Int)
        case string(String)
        case bool(Bool)

        init(from decoder: Decoder) throws {
            let container = try decoder.singleValueContainer()
            if let int = try? container.decode(Int.self) {
                self = .int(int)
            } else if let bool = try? container.decode(Bool.self) {
                self = .bool(bool)
            } else {
                self = .string(try container.decode(String.self))
            }
        }

        func encode(to encoder: Encoder) throws {
            var container = encoder.singleValueContainer()
            switch self {
            case .int(let value): try container.encode(value)
            case .string(let value): try container.encode(value)
            case .bool(let value): try container.encode(value)
            }
        }

        init?(_ value: AnyHashable?) {
            switch value?.base {
            case let int as Int: self = .int(int)
            case let string as String: self = .string(string)
            case let bool as Bool: self = .bool(bool)
            default: return nil
            }
        }
    }

    var kind: String
    var type: String
    var path: String
    var text: String?
    var tag: Scalar?
    var tagType: String?
    var id: Scalar?
    var idType: String?
    var modifiers: [String]?
    var children: [DumpNode]?
}

private struct Dump: Codable, Equatable {
    var schema: String
    var version: Int
    var root: DumpNode
}

/// On random trees, `jsonDump()` parses as JSON, states the facts the model gives (kind, text,
/// tag, id, number of children, node by node), and survives a decode–encode–decode round trip.
@MainActor @Suite struct JSONDumpPropertyTests {
    @Test func theJSONDumpStatesTheTreesFactsAndRoundTrips() throws {
        var nodes = 0
        for seed in 0..<200 {
            var generator = SeededGenerator(state: UInt64(seed))
            let tree = RandomTree.random(using: &generator)
            let json = try inspect(tree.view).jsonDump()
            let data = Data(json.utf8)

            // Any JSON parser reads it, and re-encoding what it read loses nothing.
            let object = try JSONSerialization.jsonObject(with: data)
            let reencoded = try JSONSerialization.data(withJSONObject: object, options: [.sortedKeys])
            let reparsed = try JSONSerialization.jsonObject(with: reencoded)
            #expect((object as? NSDictionary)?.isEqual(reparsed) == true, "seed \(seed)")

            let dump = try JSONDecoder().decode(Dump.self, from: data)
            #expect(dump.schema == "view-inspection/dump" && dump.version == InspectableView.jsonSchemaVersion)
            let roundTrip = try JSONDecoder().decode(Dump.self, from: JSONEncoder().encode(dump))
            #expect(roundTrip == dump, "seed \(seed)")

            nodes += compare(dump.root, tree.inspected, seed: seed, code: tree.code)
        }
        #expect(nodes > 1_000)
    }

    /// Compares a dumped node with the model's, then their children pairwise; the number of nodes compared.
    private func compare(_ node: DumpNode, _ model: ModelView, seed: Int, code: String) -> Int {
        let place = "seed \(seed) at \(node.path): \(code)"
        #expect(node.kind == model.kind.rawValue, "\(place)")
        #expect(node.text == model.text, "\(place)")
        #expect(node.tag == DumpNode.Scalar(model.tag), "\(place)")
        #expect(node.tagType == model.tag.map { $0.base is String ? "String" : "Int" }, "\(place)")
        #expect(node.id == model.ids.last.map { .int($0) }, "\(place)")
        let children = node.children ?? []
        #expect(children.count == model.children.count, "\(place)")
        guard children.count == model.children.count else { return 1 }
        return zip(children, model.children).reduce(1) { $0 + compare($1.0, $1.1, seed: seed, code: code) }
    }
}
