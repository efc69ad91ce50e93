import Foundation

/// Replaces a file's contents atomically: writes a temporary file in the same folder with the
/// original's permissions, then renames it over the original. A crash at any moment leaves
/// either the old file or the new one, never a mix. Symlinks are written through, not replaced.
enum AtomicFileWriter {
    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    /// What identifies a file's version without reading it: device, inode, size, modification time.
    struct Stamp: Equatable, Sendable {
        var device: UInt64, inode: UInt64, size: Int64, seconds: Int, nanoseconds: Int

        init?(path: String) {
            var info = stat()
            guard stat(path, &info) == 0 else { return nil }
            self.init(info)
        }

        init(_ info: stat) {
            device = UInt64(info.st_dev)
            inode = UInt64(info.st_ino)
            size = Int64(info.st_size)
            #if canImport(Darwin)
            seconds = info.st_mtimespec.tv_sec
            nanoseconds = info.st_mtimespec.tv_nsec
            #else
            seconds = info.st_mtim.tv_sec
            nanoseconds = info.st_mtim.tv_nsec
            #endif
        }
    }

    /// `expecting`: the file as it was when it was read. If it changed since (an editor saved it,
    /// another tool rewrote it), nothing is written: the newer contents win.
    static func write(_ bytes: [UInt8], to path: String, expecting: Stamp? = nil) throws {
        guard let resolved = realpath(path, nil) else { throw Failure(description: String(cString: strerror(errno))) }
        let target = String(cString: resolved)
        free(resolved)

        var info = stat()
        guard stat(target, &info) == 0 else { throw Failure(description: String(cString: strerror(errno))) }
        if let expecting, Stamp(info) != expecting {
            throw Failure(description: "changed while a11yfix was working on it")
        }
        // A file without write permission stays as it is, even for root (rename would replace it).
        guard info.st_mode & 0o222 != 0 else { throw Failure(description: "read-only") }
        let folder = (target as NSString).deletingLastPathComponent
        let name = (target as NSString).lastPathComponent
        var template = Array("\(folder)/.\(name).a11yfix-XXXXXX".utf8CString)
        let descriptor = mkstemp(&template)
        guard descriptor >= 0 else {
            throw Failure(description: "cannot create temporary file: \(String(cString: strerror(errno)))")
        }
        let temporary = template.withUnsafeBufferPointer { String(cString: $0.baseAddress!) }

        func fail(_ what: String) -> Failure {
            let reason = String(cString: strerror(errno))
            close(descriptor)
            unlink(temporary)
            return Failure(description: "\(what): \(reason)")
        }
        var written = 0
        while written < bytes.count {
            let count = bytes[written...].withUnsafeBytes { Foundation.write(descriptor, $0.baseAddress, $0.count) }
            if count < 0 {
                if errno == EINTR { continue }
                throw fail("write")
            }
            written += count
        }
        guard fchmod(descriptor, info.st_mode & 0o7777) == 0 else { throw fail("chmod") }
        guard fsync(descriptor) == 0 else { throw fail("fsync") }
        close(descriptor)
        // Checked again just before the rename, which narrows the window to microseconds.
        if let expecting, Stamp(path: target) != expecting {
            unlink(temporary)
            throw Failure(description: "changed while a11yfix was working on it")
        }
        guard rename(temporary, target) == 0 else {
            let reason = String(cString: strerror(errno))
            unlink(temporary)
            throw Failure(description: "rename: \(reason)")
        }
    }
}
