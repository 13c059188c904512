import Builders
import Foundation
import Glibc
import Inspect
import Script

/// Read + build + dump of a generated 10,000-line view file, against a
/// baseline in the same run: reading the same bytes and splitting them into lines.
func readerBenchmark(repetitions: Int) throws {
    var lines = ["import SwiftUI", "VStack {"]
    var section = 0
    while lines.count < 10_000 {
        lines.append("    VStack(alignment: .leading) {")
        for group in 0..<10 {
            lines.append("        HStack {")
            for leaf in 0..<10 {
                let n = section * 100 + group * 10 + leaf
                lines += ["            Text(\"Row \\(\(n))\")", "                .bold()", "                .tag(\(n))"]
            }
            lines.append("        }")
        }
        lines.append("    }")
        section += 1
    }
    lines.append("}")
    let source = lines.joined(separator: "\n")
    let baseline = medianNanoseconds(repetitions: repetitions) {
        consume(source.split(separator: "\n").count)
    }
    let build = try medianNanoseconds(repetitions: repetitions) {
        consume(try ViewFile.build(source: source, file: "bench.swift"))
    }
    let full = try medianNanoseconds(repetitions: repetitions) {
        let tree = try ViewFile.build(source: source, file: "bench.swift")
        consume(try inspect(tree).treeDump())
    }
    print("Reader: a \(lines.count)-line view file (\(section) sections, \(section * 100) tagged Texts), median of \(repetitions)")
    print(String(format: "  baseline: split into lines      %10.2f ms", baseline / 1e6))
    print(String(format: "  read + build                    %10.2f ms", build / 1e6))
    print(String(format: "  read + build + tree dump        %10.2f ms   (%.0f× the baseline)", full / 1e6, full / baseline))
}

/// Start-up of `inspect --version` against `/bin/true`, both spawned with
/// posix_spawn and waited for, in the same run.
func startupBenchmark(repetitions: Int) {
    let inspect = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("inspect").path
    guard FileManager.default.isExecutableFile(atPath: inspect) else {
        print("Start-up: build the inspect product first (swift build -c release --product inspect)\n")
        return
    }
    func spawn(_ path: String, _ arguments: [String]) -> Double {
        medianNanoseconds(repetitions: repetitions) {
            var actions = posix_spawn_file_actions_t()
            posix_spawn_file_actions_init(&actions)
            posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
            let argv = ([path] + arguments).map { strdup($0) } + [nil]
            var pid: pid_t = 0
            if posix_spawn(&pid, path, &actions, nil, argv, environ) == 0 {
                var status: Int32 = 0
                waitpid(pid, &status, 0)
            }
            argv.forEach { free($0) }
            posix_spawn_file_actions_destroy(&actions)
        }
    }
    let baseline = spawn("/bin/true", [])
    let version = spawn(inspect, ["--version"])
    print("Start-up, median of \(repetitions) spawns (posix_spawn + waitpid)")
    print(String(format: "  /bin/true                        %8.2f ms", baseline / 1e6))
    print(String(format: "  inspect --version                %8.2f ms   (%.2f ms over the baseline)\n", version / 1e6, (version - baseline) / 1e6))
}
