import A11yFixCore
import Foundation

/// The index pass's parses of the files a run will fix, kept for the fix pass so each file is
/// parsed once per run. Only files of the run are kept (a run over one file indexes its whole
/// project), each until its job takes it, and only up to a byte budget: past it the fix pass
/// parses again, as it did before, rather than the run holding every tree at once.
final class ParseStore: @unchecked Sendable {
    private let lock = NSLock()
    private let wanted: Set<String>
    private var kept: [String: ParsedSource] = [:]
    private var keptBytes = 0
    private let budget: Int

    /// `wanted`: absolute paths of the files the run fixes. `budget`: source bytes kept at most.
    /// A kept parse takes about 33 times its source (404 KB kept on a 508-file corpus raised peak
    /// memory by 13 MB), so half a megabyte caps the cost near 17 MB on any project.
    init(wanted: Set<String>, budget: Int = 512 << 10) {
        self.wanted = wanted
        self.budget = budget
    }

    func keep(_ parsed: ParsedSource, forFile path: String) {
        let absolute = ProjectRoots.absolute(path)
        guard wanted.contains(absolute) else { return }
        lock.lock()
        defer { lock.unlock() }
        guard kept[absolute] == nil, keptBytes + parsed.bytes.count <= budget else { return }
        kept[absolute] = parsed
        keptBytes += parsed.bytes.count
    }

    /// The parse kept for the file, removed from the store (the engine checks that its bytes are
    /// the ones it reads).
    func take(forFile path: String) -> ParsedSource? {
        let absolute = ProjectRoots.absolute(path)
        lock.lock()
        defer { lock.unlock() }
        guard let parsed = kept.removeValue(forKey: absolute) else { return nil }
        keptBytes -= parsed.bytes.count
        return parsed
    }
}
