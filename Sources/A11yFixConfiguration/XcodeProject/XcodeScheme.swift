import A11yFixCore
import Foundation

/// What a shared `.xcscheme` runs and tests, by target id (`BlueprintIdentifier`, the target's
/// object id in `project.pbxproj`). Read as text: Xcode writes schemes in one fixed layout, and
/// these few attributes are all the UI-test host question needs.
struct XcodeScheme {
    /// The file name without `.xcscheme`.
    let name: String
    /// Targets the Run or Profile action launches.
    let launched: Set<String>
    /// Targets built to run or to archive: what a user of the scheme ships or uses.
    let builtToRun: Set<String>
    /// The test action's test bundles.
    let tested: Set<String>

    init(name: String, text: String) {
        self.name = name
        launched = Self.identifiers(
            in: Self.sections("LaunchAction", of: text) + Self.sections("ProfileAction", of: text))
        var built: Set<String> = []
        for entry in Self.sections("BuildActionEntry", of: text) {
            let opening = entry.prefix { $0 != ">" }
            let uses = ["buildForRunning", "buildForArchiving"].map { Self.attribute($0, in: opening) }
            if uses.contains("YES") { built.formUnion(Self.identifiers(in: [entry])) }
        }
        builtToRun = built
        tested = Self.identifiers(in: Self.sections("TestableReference", of: text))
    }

    /// Whether the scheme exists for testing, by its name (`AppUITests`, `Host UI Tests`,
    /// `AnimationsTestHost`, `Snapshot Test`): running such a scheme is not shipping what it
    /// launches. `App TestFlight` is for shipping.
    var isForTesting: Bool {
        name.contains("Tests") || name.contains("UITest") || name.hasSuffix("Test") || CodeKind.isTestHostName(name)
    }

    /// The shared schemes of the project and of the workspaces beside it.
    static func shared(near xcodeproj: String) -> [XcodeScheme] {
        let folder = XcodePath.parent(of: xcodeproj)
        let workspaces = ((try? RunInputs.contentsOfDirectory(atPath: folder)) ?? [])
            .filter { $0.hasSuffix(".xcworkspace") }.sorted().map { folder + "/" + $0 }
        return ([xcodeproj] + workspaces).flatMap { container -> [XcodeScheme] in
            let schemes = container + "/xcshareddata/xcschemes"
            let names = ((try? RunInputs.contentsOfDirectory(atPath: schemes)) ?? [])
                .filter { $0.hasSuffix(".xcscheme") }.sorted()
            return names.compactMap { file in
                guard let data = RunInputs.contents(atPath: schemes + "/" + file) else { return nil }
                return XcodeScheme(
                    name: String(file.dropLast(".xcscheme".count)), text: String(decoding: data, as: UTF8.self))
            }
        }
    }

    /// The text of every `<element …>…</element>`, opening tag included.
    private static func sections(_ element: String, of text: String) -> [Substring] {
        var result: [Substring] = []
        var rest = text[...]
        while let start = rest.range(of: "<\(element)") {
            // `<BuildAction` also begins `<BuildActionEntries`: the name must end there.
            guard start.upperBound < rest.endIndex,
                rest[start.upperBound].isWhitespace || rest[start.upperBound] == ">"
            else {
                rest = rest[start.upperBound...]
                continue
            }
            let end = rest[start.upperBound...].range(of: "</\(element)>")?.upperBound ?? rest.endIndex
            result.append(rest[start.lowerBound..<end])
            rest = rest[end...]
        }
        return result
    }

    private static func identifiers(in sections: [Substring]) -> Set<String> {
        var found: Set<String> = []
        for section in sections {
            var rest = section
            while let key = rest.range(of: "BlueprintIdentifier") {
                rest = rest[key.upperBound...]
                if let value = attribute(in: rest) { found.insert(value) }
            }
        }
        return found
    }

    /// `name = "value"` in `text`.
    private static func attribute(_ name: String, in text: Substring) -> String? {
        guard let key = text.range(of: name) else { return nil }
        return attribute(in: text[key.upperBound...])
    }

    /// The quoted value after ` = ` at the start of `text`.
    private static func attribute(in text: Substring) -> String? {
        let afterEquals = text.drop { $0.isWhitespace }
        guard afterEquals.first == "=" else { return nil }
        let quoted = afterEquals.dropFirst().drop { $0.isWhitespace }
        guard quoted.first == "\"" else { return nil }
        return String(quoted.dropFirst().prefix { $0 != "\"" })
    }
}
