import SwiftUI

/// A runtime symbol on a button that runs something else than picking it: its name is no label.
struct ToolStrip: View {
    let tools: [Tool]
    let runner: ToolRunner

    var body: some View {
        ForEach(tools) { tool in
            Button {
                runner.run(tool)
            } label: {
                Image(systemName: tool.symbol)
            }
        }
    }
}

// Elsewhere in the project:
// struct Tool: Identifiable { let id: Int; let symbol: String }
// final class ToolRunner { func run(_ tool: Tool) {} }
