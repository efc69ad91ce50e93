import A11yFixTestSupport
import Foundation
import Testing

/// The folders of A11yFixCore are layers, checked on the sources since one module cannot enforce
/// them: a concern uses the shared layers under it (A11yFixSyntax, and `Engine`, `Model`,
/// `ProjectModel`, `Syntax`, `Platforms`), never another concern, and the shared folders use no
/// concern. Only `Model` (the registry lists every transform) and `Reporting` sit above them all.
@Suite struct LayerTests {
    static let concerns = ["Labels", "Interaction", "Motion", "DynamicType", "Availability"]
    static let shared = ["Engine", "ProjectModel", "Syntax", "Platforms"]
    static let core = PackagePaths.root.appendingPathComponent("Sources/A11yFixCore")

    /// The identifiers of each Swift file in a folder, comments left out.
    static func files(in folder: String) throws -> [(name: String, identifiers: Set<Substring>)] {
        let url = core.appendingPathComponent(folder)
        return try PackagePaths.contents(of: url).filter { $0.hasSuffix(".swift") }.map { name in
            let code = try PackagePaths.read(url.appendingPathComponent(name)).split(separator: "\n")
                .map { line in line.range(of: "//").map { line[..<$0.lowerBound] } ?? line }.joined(separator: "\n")
            return (name, Set(code.split { !($0.isLetter || $0.isNumber || $0 == "_") }))
        }
    }

    /// The types a folder declares at the top level of its files.
    static func types(in folder: String) throws -> Set<Substring> {
        let keywords: Set<Substring> = ["struct", "enum", "class", "protocol", "actor"]
        let modifiers: Set<Substring> = ["public", "package", "internal", "private", "fileprivate", "final"]
        var types: Set<Substring> = []
        for name in PackagePaths.contents(of: core.appendingPathComponent(folder)) where name.hasSuffix(".swift") {
            let text = try PackagePaths.read(core.appendingPathComponent(folder).appendingPathComponent(name))
            for line in text.split(separator: "\n") where line.first?.isLetter == true {
                let words = line.split(separator: " ").drop { modifiers.contains($0) }
                guard let keyword = words.first, keywords.contains(keyword), words.count > 1 else { continue }
                types.insert(words.dropFirst().first!.prefix { $0.isLetter || $0.isNumber || $0 == "_" })
            }
        }
        return types
    }

    /// `Folder/File.swift uses Other.Type` for each use by `folders` of a type another concern declares.
    static func crossings(from folders: [String]) throws -> [String] {
        let declared = try Dictionary(uniqueKeysWithValues: concerns.map { ($0, try types(in: $0)) })
        var crossings: [String] = []
        for folder in folders {
            for file in try files(in: folder) {
                for (concern, types) in declared.sorted(by: { $0.key < $1.key }) where concern != folder {
                    crossings += types.intersection(file.identifiers).sorted().map { type in
                        "\(folder)/\(file.name) uses \(concern).\(type)"
                    }
                }
            }
        }
        return crossings
    }

    /// A new folder must be placed in a layer before the checks below cover it.
    @Test func everyFolderHasALayer() throws {
        #expect(try Self.types(in: "Labels").contains("IconOnlyLabel"))
        let folders = PackagePaths.contents(of: Self.core).filter { !$0.contains(".") && $0 != "Resources" }
        #expect(Set(folders).isSubset(of: Self.concerns + Self.shared + ["Model", "Reporting", "Summary", "Text"]))
    }

    @Test func noConcernUsesAnother() throws {
        let crossings = try Self.crossings(from: Self.concerns)
        #expect(crossings == [])
    }

    @Test func sharedFoldersUseNoConcern() throws {
        let crossings = try Self.crossings(from: Self.shared)
        #expect(crossings == [])
    }
}
