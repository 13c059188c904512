// The `#Preview` macro's plugin: the compiler starts it, then sends it one message per expansion
// on standard input and reads each answer on standard output (the plugin protocol of the
// toolchain's SwiftCompilerPluginMessageHandling, spoken without SwiftSyntax so that a client
// depending on this package by version can build it).

/// The plugin's entry point (a `@main` type rather than top-level code, so that the target also
/// builds with `-parse-as-library`, as the fuzzers' instrumented builds compile every module).
@main
enum PreviewPlugin {
    static func main() {
        var channel = PluginChannel()
        while let message = channel.receive() {
            channel.send(PluginReply.answer(to: message))
        }
    }
}
