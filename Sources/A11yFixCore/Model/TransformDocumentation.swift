/// A transform's documentation and canonical example, read from `Transforms/<id>/` at build time.
public struct TransformDocumentation: Sendable {
    public var id: String

    public init(id: String) { self.id = id }

    public var readme: String? { EmbeddedResources.files["Transforms/\(id)/README.md"] }
    public var before: String? { EmbeddedResources.files["Transforms/\(id)/before.swift"] }
    public var after: String? { EmbeddedResources.files["Transforms/\(id)/after.swift"] }

    /// What `a11yfix explain <id>` prints: the README, then the example.
    public var explanation: String {
        var text = readme ?? "# \(id)\n\n\(TransformRegistry.transform(withID: id)?.descriptor.summary ?? "")\n"
        if !text.hasSuffix("\n") { text += "\n" }
        if let before, let after {
            text += "\n## Example\n\nBefore:\n\n```swift\n\(before)```\n\nAfter:\n\n```swift\n\(after)```\n"
        }
        return text
    }
}
