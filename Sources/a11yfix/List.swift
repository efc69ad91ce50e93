import A11yFixCore
import ArgumentParser
import Foundation

struct List: ParsableCommand {
    static let configuration = CommandConfiguration(abstract: "List every transform with a one-line description.")

    func run() throws {
        let width = TransformRegistry.all.map { $0.descriptor.id.count }.max() ?? 0
        for transform in TransformRegistry.all {
            let descriptor = transform.descriptor
            let id = descriptor.id.padding(toLength: width, withPad: " ", startingAt: 0)
            let frameworks = descriptor.frameworks.map(\.rawValue).joined(separator: ", ")
            let optIn = descriptor.isOptIn ? " (opt-in)" : ""
            print("\(id)  [\(frameworks)]\(optIn) \(descriptor.summary)")
        }
    }
}
