// The `#Preview` macro's plugin: the compiler starts it, then sends it one message per expansion
// on standard input and reads each answer on standard output (the plugin protocol of the
// toolchain's SwiftCompilerPluginMessageHandling, spoken without SwiftSyntax so that a client
// depending on this package by version can build it).
var channel = PluginChannel()
while let message = channel.receive() {
    channel.send(PluginReply.answer(to: message))
}
