import Builders

/// A run of at most ``MirrorRowBlock/capacity`` consecutive rows of a ``MirrorGroupSection``,
/// as a custom view of its own.
///
/// In a running app, a frame after an edit looks up the kept layout of each custom view in the
/// section it meets: with the rows in blocks, it meets the blocks, then the rows of the block
/// that holds the edited row, not every row (about 2 × √n look-ups for n rows, 64 for 1,000,
/// instead of n). The block reads no box.
struct MirrorRowBlock {
    /// How many rows a block holds at most.
    static let capacity = 32

    /// The block's properties, in order.
    let properties: ArraySlice<MirrorProperty>
    /// The mappings the rows' controls are chosen from.
    let mapper: ViewMapper

    /// The rows.
    var body: some View {
        let properties = properties
        let mapper = mapper
        return ForEach(properties.indices, id: \.self) { MirrorPropertyRow(property: properties[$0], mapper: mapper) }
    }

    /// `properties` cut into blocks, in order.
    static func blocks(of properties: [MirrorProperty], mapper: ViewMapper) -> [MirrorRowBlock] {
        stride(from: 0, to: properties.count, by: capacity).map { start in
            MirrorRowBlock(properties: properties[start..<min(start + capacity, properties.count)], mapper: mapper)
        }
    }
}

// Conformances declared apart from their types, so that the types are not isolated to the main
// actor as these protocols are: the package reads and makes them from code that is not isolated.
extension MirrorRowBlock: View {}
