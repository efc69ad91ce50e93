import A11yFixTestSupport
import Foundation
import Testing

/// `a11yfix lsp` in a real editor: Neovim, headless, runs `Neovim/a11yfix-e2e.lua`, which opens a
/// fixture, applies a quick fix and the fix-all action and writes the file; the file must then be
/// what `a11yfix fix` makes of the fixture. CI (`.ci/run`) installs Neovim and sets
/// A11YFIX_REQUIRE_NEOVIM, so there a missing Neovim fails the test instead of skipping it.
struct NeovimEndToEndTests {
    static let neovim: URL? = {
        for folder in (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin").split(separator: ":") {
            let candidate = URL(fileURLWithPath: String(folder)).appendingPathComponent("nvim")
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
        }
        return nil
    }()

    static let required = ProcessInfo.processInfo.environment["A11YFIX_REQUIRE_NEOVIM"] != nil

    static let fixture = """
        import SwiftUI

        struct Toolbar: View {
            @State private var expanded = false

            var body: some View {
                HStack {
                    Text("日本語 👋🏽").font(.system(size: 17))
                    Button(action: share) {
                        Image(systemName: "square.and.arrow.up")
                    }
                    Button(action: remove) {
                        Image(systemName: "trash")
                    }
                }
            }

            func share() {}
            func remove() {}
        }

        """

    @Test(.enabled(if: neovim != nil || required, "Neovim is not installed (CI installs it and requires it)"))
    func quickFixAndFixAllInNeovimMatchTheCommandLine() throws {
        let nvim = try #require(Self.neovim, "Neovim is required here (A11YFIX_REQUIRE_NEOVIM) but nvim is not on PATH")
        let server = try LanguageServerHarness()  // the project folder and the command-line reference
        let expected = try server.fixedByCommandLine("Toolbar.swift", Self.fixture)
        try server.write("Toolbar.swift", Self.fixture)
        let file = server.folder.appendingPathComponent("Toolbar.swift")

        // The README's setup for Neovim 0.7 (the block that calls vim.lsp.start_client), run as written.
        let readme = try PackagePaths.read(PackagePaths.root.appendingPathComponent("README.md"))
        let blocks = readme.components(separatedBy: "```lua\n").dropFirst().map { $0.components(separatedBy: "```")[0] }
        let setup = try #require(blocks.first { $0.contains("vim.lsp.start_client") }, "README.md has no 0.7 setup")
        let snippet = server.folder.appendingPathComponent(".config/a11yfix-setup.lua")
        try FileManager.default.createDirectory(
            at: snippet.deletingLastPathComponent(),
            withIntermediateDirectories: true)
        try Data(setup.utf8).write(to: snippet)
        let binaries = LanguageServerHarness.executable.deletingLastPathComponent().path
        let path = binaries + ":" + (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin")

        let process = Process()
        process.executableURL = nvim
        process.arguments = [
            "--headless", "--clean", "-c",
            "luafile "
                + PackagePaths.root.appendingPathComponent("Tests/LanguageServerTests/Neovim/a11yfix-e2e.lua").path,
        ]
        process.currentDirectoryURL = server.folder
        process.environment = ProcessInfo.processInfo.environment.merging([
            "A11YFIX_SNIPPET": snippet.path, "PATH": path,
            "A11YFIX_FILE": file.path, "A11YFIX_ROOT": server.folder.path,
            "XDG_CACHE_HOME": server.cacheHome.path,
            "XDG_CONFIG_HOME": server.folder.appendingPathComponent(".config").path,
            "XDG_STATE_HOME": server.folder.appendingPathComponent(".state").path,
            "XDG_DATA_HOME": server.folder.appendingPathComponent(".data").path,
        ]) { $1 }
        let errors = Pipe()
        process.standardError = errors
        process.standardOutput = FileHandle.nullDevice
        process.standardInput = FileHandle.nullDevice
        try process.run()
        let deadline = Date().addingTimeInterval(300)  // generous: CI runs this beside the fuzz tests on 2 cores
        while process.isRunning, Date() < deadline { usleep(20_000) }
        if process.isRunning { process.terminate() }
        let message = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        #expect(process.terminationStatus == 0, "nvim: \(message)")
        let written = try String(contentsOf: file, encoding: .utf8)
        #expect(written != Self.fixture)
        #expect(written == expected)
    }
}
