import ArgumentParser
import Foundation

struct MCPCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "mcp",
        abstract:
            "Serve audit, fix, explain and targets to AI coding assistants (Model Context Protocol on stdin/stdout).",
        discussion: """
            Tools: audit, fix_source, fix_files (a diff; apply: true writes), explain, list_transforms, \
            targets. Resources: a11yfix://transforms/<id>, a11yfix://phrases/sf-symbols, \
            a11yfix://summary/last. It serves the current folder, or the roots the client declares; \
            paths outside them are refused. Each tool runs the matching a11yfix command, so it reads \
            the same .a11yfix.yml, project model and cache. It ends when stdin closes.
            """
    )

    func run() throws {
        // A client that goes away closes the pipe; writing to it must not kill the server mid-message.
        signal(SIGPIPE, SIG_IGN)
        // Children inherit the signal mask and ignored signals; a host that blocks SIGTERM would
        // otherwise make every tool call uncancellable.
        signal(SIGTERM, SIG_DFL)
        var terminate = sigset_t()
        sigemptyset(&terminate)
        sigaddset(&terminate, SIGTERM)
        sigprocmask(SIG_UNBLOCK, &terminate, nil)
        let folder = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
        let server = MCPServer(connection: Connection(framing: .newline), folder: folder)
        let status = server.run()
        if status != 0 { throw ExitCode(status) }
    }
}
