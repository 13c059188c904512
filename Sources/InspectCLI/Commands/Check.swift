/// `inspect check`: reads and builds the view code only.
struct CheckCommand: TreeSubcommand {
    /// The name, abstract and help.
    static let configuration = CommandConfiguration(
        name: "check",
        abstract: "read and build only",
        discussion: #"Reads and builds the view code only; prints "FILE: ok" for each FILE."#)

    /// `--preview` and `--root`.
    static let options = RootOptions.all

    /// Takes no options of its own.
    init(parsing _: ParsedArguments) {}

    /// `FILE: ok` for each file: the files were read and built before the command ran.
    func run(_ context: Context) -> Output {
        var output = Output()
        for file in context.files { output.line("\(file): ok") }
        return output
    }
}
