import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Replaces a file so that, whatever happens — a crash, a kill, a full disk, a power cut after
/// the call returns — the path holds either the old bytes or the new ones, never a mix:
///
/// 1. the new bytes go to a temporary file in the same directory (`.<name>.tmp-<pid>-<n>`),
///    created exclusively with the old file's permissions;
/// 2. it is flushed to disk (`fsync`) and closed;
/// 3. it is renamed over the old file (atomic on POSIX file systems);
/// 4. the directory is flushed, so that the rename itself is on disk.
///
/// Any failure removes the temporary file and leaves the old file as it was. Temporary files
/// left by a process that was killed while saving are removed by the next save. A path that is
/// a symbolic link is followed: the link's target is replaced. The settings file and app storage
/// are written through it.
package enum DurableFile {
    private static let counter = Counter()

    /// Reads the file, or nil when it does not exist.
    package static func read(_ path: String) throws(DurableFileError) -> [UInt8]? {
        let fd = open(path, O_RDONLY | O_CLOEXEC)
        if fd < 0 {
            if errno == ENOENT { return nil }
            throw .unreadable(file: path, reason: describe(errno))
        }
        defer { close(fd) }
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 65_536)
        while true {
            let count = buffer.withUnsafeMutableBytes { Glibc.read(fd, $0.baseAddress, $0.count) }
            if count < 0 {
                if errno == EINTR { continue }
                throw .unreadable(file: path, reason: describe(errno))
            }
            if count == 0 { return bytes }
            bytes.append(contentsOf: buffer[0..<count])
        }
    }

    /// Replaces the file at `path` with `bytes`; `flush: false` skips both `fsync`s (benchmarks only).
    package static func replace(_ path: String, with bytes: [UInt8], flush: Bool = true) throws(DurableFileError) {
        let target = URL(fileURLWithPath: path).resolvingSymlinksInPath().path
        let directory = (target as NSString).deletingLastPathComponent
        let name = (target as NSString).lastPathComponent
        removeStaleTemporaries(in: directory.isEmpty ? "." : directory, name: name)
        let temporary = (directory.isEmpty ? "" : directory + "/") + ".\(name).tmp-\(getpid())-\(counter.next())"

        var status = stat()
        let mode: mode_t = stat(target, &status) == 0 ? status.st_mode & 0o7777 : 0o644
        let fd = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, mode)
        guard fd >= 0 else { throw .saveFailed(file: path, step: "creating a temporary file", reason: describe(errno)) }
        func fail(_ step: String, _ code: Int32, closing: Bool) -> DurableFileError {
            if closing { close(fd) }
            unlink(temporary)
            return .saveFailed(file: path, step: step, reason: describe(code))
        }
        _ = fchmod(fd, mode)
        var written = 0
        while written < bytes.count {
            let count = bytes.withUnsafeBytes { Glibc.write(fd, $0.baseAddress.map { $0 + written }, bytes.count - written) }
            if count < 0 {
                if errno == EINTR { continue }
                throw fail("writing", errno, closing: true)
            }
            written += count
        }
        if flush, fsync(fd) != 0 { throw fail("flushing the file to disk", errno, closing: true) }
        if close(fd) != 0 { throw fail("closing the file", errno, closing: false) }
        if rename(temporary, target) != 0 { throw fail("renaming over the old file", errno, closing: false) }
        if flush {
            let directoryFD = open(directory.isEmpty ? "." : directory, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
            if directoryFD >= 0 {
                defer { close(directoryFD) }
                if fsync(directoryFD) != 0 {
                    throw .saveFailed(file: path, step: "flushing the directory (the new file is in place)", reason: describe(errno))
                }
            }
        }
    }

    /// Removes `.<name>.tmp-<pid>-<n>` files whose process no longer runs.
    private static func removeStaleTemporaries(in directory: String, name: String) {
        let prefix = ".\(name).tmp-"
        guard let entries = try? FileManager.default.contentsOfDirectory(atPath: directory) else { return }
        for entry in entries where entry.hasPrefix(prefix) {
            let rest = entry.dropFirst(prefix.count)
            guard let pid = rest.split(separator: "-").first.flatMap({ pid_t($0) }) else { continue }
            if pid != getpid(), kill(pid, 0) != 0, errno == ESRCH {
                unlink(directory + "/" + entry)
            }
        }
    }

    package static func describe(_ code: Int32) -> String {
        String(cString: strerror(code))
    }

    private final class Counter: @unchecked Sendable {
        private let lock = NSLock()
        private var value = 0
        func next() -> Int {
            lock.lock()
            defer { lock.unlock() }
            value += 1
            return value
        }
    }
}

/// Why a durable file could not be read or replaced: the file, and the step and the system's reason.
package enum DurableFileError: Error, Equatable {
    /// The file exists but could not be read.
    case unreadable(file: String, reason: String)
    /// The new contents could not be put in place; the old file is as it was.
    case saveFailed(file: String, step: String, reason: String)
}
