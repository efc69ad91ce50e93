import A11yFixTestSupport
import Foundation
import Testing

/// A batch run killed with SIGKILL at any moment leaves every file either entirely old or entirely
/// new: each file is replaced by one rename of a complete, fsynced temporary file.
@Suite struct FailureSafetyTests {
    @Test func killedRunsLeaveEveryFileOldOrNew() throws {
        let seed = SeededGenerator.seed(from: "A11YFIX_KILL_SEED", fallback: 20_261_122)
        let rounds = ProcessInfo.processInfo.environment["A11YFIX_KILL_ROUNDS"].flatMap(Int.init) ?? 8
        var random = SeededGenerator(seed: seed)

        // 64 files that all need fixes: copies of the snapshot inputs.
        let inputs = PackagePaths.snapshots.appendingPathComponent("inputs")
        var originals: [String: Data] = [:]
        for copy in 0..<8 {
            for name in PackagePaths.contents(of: inputs) where name.hasSuffix(".swift") {
                originals["\(copy)-\(name)"] = try Data(contentsOf: inputs.appendingPathComponent(name))
            }
        }
        let scratch = try Scratch()
        let expectedFolder = scratch.url.appendingPathComponent("expected")
        let workFolder = scratch.url.appendingPathComponent("work")
        func restore(_ folder: URL) throws {
            try? FileManager.default.removeItem(at: folder)
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            for (name, data) in originals { try data.write(to: folder.appendingPathComponent(name)) }
        }
        let arguments = ["fix", "--no-cache", "--summary", "none", "--jobs", "2"]

        // The outcome of an uninterrupted run, and how long it takes.
        try restore(expectedFolder)
        let start = Date()
        #expect(try CLI.run(arguments + [expectedFolder.path]).status == 0)
        let duration = Date().timeIntervalSince(start)
        var fixed: [String: Data] = [:]
        for name in originals.keys { fixed[name] = try Data(contentsOf: expectedFolder.appendingPathComponent(name)) }
        #expect(fixed.filter { originals[$0.key] != $0.value }.count == originals.count)

        var killedMidRun = 0, partialRounds = 0
        for round in 0..<rounds {
            try restore(workFolder)
            let process = Process()
            process.executableURL = CLI.executable
            process.arguments = arguments + [workFolder.path]
            process.standardOutput = FileHandle.nullDevice
            process.standardError = FileHandle.nullDevice
            try process.run()
            Thread.sleep(forTimeInterval: Double.random(in: 0...(duration * 0.9), using: &random))
            kill(process.processIdentifier, SIGKILL)
            if Self.reapKilled(process) { killedMidRun += 1 }

            var old = 0, new = 0
            for name in originals.keys.sorted() {
                let data = try Data(contentsOf: workFolder.appendingPathComponent(name))
                if data == originals[name] {
                    old += 1
                } else if data == fixed[name] {
                    new += 1
                } else {
                    Issue.record("round \(round) (seed \(seed)): \(name) is neither the old nor the new file")
                }
            }
            if old > 0 && new > 0 { partialRounds += 1 }
            // Nothing else appears but, at worst, the hidden temporary file of a write in flight.
            let extras = Set(try FileManager.default.contentsOfDirectory(atPath: workFolder.path)).subtracting(
                originals.keys)
            for extra in extras where !(extra.hasPrefix(".") && extra.contains(".swift.a11yfix-")) {
                Issue.record("round \(round) (seed \(seed)): unexpected file \(extra)")
            }
        }
        #expect(killedMidRun > 0, "no run was interrupted; the kill schedule (seed \(seed)) tests nothing")
        print(
            "failure safety: \(rounds) kills, \(killedMidRun) mid-run, \(partialRounds) left a mix of old and new files, all whole"
        )
    }

    /// Waits for a killed child and says whether a signal ended it. Foundation on Linux can miss
    /// an exit this early and wait forever beside a zombie; when it has not seen the exit after
    /// 10 s, the child is reaped here instead.
    static func reapKilled(_ process: Process) -> Bool {
        let deadline = Date().addingTimeInterval(10)
        while process.isRunning && Date() < deadline { usleep(10_000) }
        guard process.isRunning else { return process.terminationReason == .uncaughtSignal }
        var status: Int32 = 0
        var reaped: pid_t
        repeat { reaped = waitpid(process.processIdentifier, &status, 0) } while reaped == -1 && errno == EINTR
        let signal = status & 0x7f
        return reaped == process.processIdentifier && signal != 0 && signal != 0x7f
    }
}
