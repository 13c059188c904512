import Builders
import Inspect

extension Snapshotting where Value == InspectableView, Format == String {
    /// The tree dump: one view per line with its kind, text, tag, id and modifiers, the text
    /// `inspect dump` prints (``InspectableView/treeDump(typeNames:)``); a `.txt` file, diffed by lines.
    public static var dump: Snapshotting {
        Snapshotting(pathExtension: "txt", diffing: .lines) { view in try view.treeDump() }
    }

    /// The JSON dump (``InspectableView/jsonDump(typeNames:)``, what `inspect dump --format json`
    /// prints) with one member or element per line, indented by two spaces, its keys in the
    /// dump's order; a `.json` file, diffed by lines.
    public static var json: Snapshotting {
        Snapshotting(pathExtension: "json", diffing: .lines) { view in JSONLayout.indented(try view.jsonDump()) }
    }
}

extension Snapshotting where Value: View, Format == String {
    /// The view's tree dump, as ``Snapshotting/dump`` of its inspection gives it.
    public static var dump: Snapshotting {
        Snapshotting<InspectableView, String>.dump.pullback { (view: Value) in try view.inspect() }
    }

    /// The view's JSON dump, as ``Snapshotting/json`` of its inspection gives it.
    public static var json: Snapshotting {
        Snapshotting<InspectableView, String>.json.pullback { (view: Value) in try view.inspect() }
    }
}
