import Foundation
import PackagePlugin

/// Embeds data files into the target as Swift string constants:
/// the target's `Resources/*.tsv` and each `Transforms/<id>/` README and canonical example.
@main
struct EmbedResources: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        let fileManager = FileManager.default
        var inputs: [URL] = []

        let resources = target.directoryURL.appendingPathComponent("Resources")
        for name in (try? fileManager.contentsOfDirectory(atPath: resources.path)) ?? [] where name.hasSuffix(".tsv") {
            inputs.append(resources.appendingPathComponent(name))
        }

        // Each transform's documentation and canonical example, for `list` and `explain`.
        let transforms = context.package.directoryURL.appendingPathComponent("Transforms")
        for id in (try? fileManager.contentsOfDirectory(atPath: transforms.path)) ?? [] where !id.hasPrefix(".") {
            for name in ["README.md", "before.swift", "after.swift"] {
                let file = transforms.appendingPathComponent(id).appendingPathComponent(name)
                if fileManager.fileExists(atPath: file.path) { inputs.append(file) }
            }
        }
        inputs.sort { $0.path < $1.path }

        let output = context.pluginWorkDirectoryURL.appendingPathComponent("EmbeddedResources.swift")
        var arguments = [output.path, context.package.directoryURL.path]
        arguments += inputs.map(\.path)
        return [
            .buildCommand(
                displayName: "Embedding \(inputs.count) resource files",
                executable: try context.tool(named: "EmbedResourcesTool").url,
                arguments: arguments,
                inputFiles: inputs,
                outputFiles: [output]
            )
        ]
    }
}
