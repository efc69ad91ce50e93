import A11yFixCore
import ArgumentParser

struct Explain: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Print a transform's documentation and a before/after example.")

    @Argument(help: "A transform id, as `a11yfix list` prints it.")
    var id: String

    func validate() throws {
        guard TransformRegistry.transform(withID: id) != nil else {
            let known = TransformRegistry.all.map { $0.descriptor.id }.joined(separator: ", ")
            throw ValidationError("unknown transform '\(id)'; known: \(known)")
        }
    }

    func run() throws {
        print(TransformDocumentation(id: id).explanation, terminator: "")
    }
}
