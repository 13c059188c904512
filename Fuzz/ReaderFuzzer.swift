// libFuzzer target for the view-code reader on arbitrary bytes.
// The bytes become a String (lossy UTF-8); the first byte also picks a render width 0...200.
// On success the tree goes through the inspector and the renderer. Any thrown error is fine:
// only crashes, leaks and timeouts are findings. Built and run by Scripts/fuzz.sh reader.
import Builders
import Inspect
import Render
import Script

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = UnsafeBufferPointer(start: data, count: size)
    let source = String(decoding: bytes, as: UTF8.self)
    let width = size > 0 ? Int(bytes[0]) % 201 : 80
    guard let tree = try? ViewFile.build(source: source, file: "fuzz.swift") else { return 0 }
    let view = inspect(tree)
    _ = try? view.treeDump()
    _ = try? view.jsonDump()
    _ = try? view.taggedItems(of: Int.self)
    _ = try? Renderer.render(inspect(tree), width: width)
    return 0
}
