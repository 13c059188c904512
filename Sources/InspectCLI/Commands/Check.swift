/// `inspect check`: reads and builds the view code only.
struct CheckCommand: Subcommand {
    /// The name, abstract and help.
    static let configuration = CommandConfiguration(
        name: "check",
        abstract: "read and build only",
        discussion: #"Reads and builds the view code only; prints "FILE: ok"."#)

    /// Takes no options.
    init(parsing _: ParsedArguments) {}

    /// `FILE: ok`: the file was read and built before the command ran.
    func run(_ context: Context) -> Output {
        var output = Output()
        output.line("\(context.file): ok")
        return output
    }
}
