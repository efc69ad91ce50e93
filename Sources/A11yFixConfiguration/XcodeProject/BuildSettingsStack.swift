/// One `KEY = value`, from a pbxproj `buildSettings` dictionary or an xcconfig line.
struct BuildSettingAssignment {
    let key: String
    let value: String
    /// Where it was written, for messages: `Base.xcconfig (/abs/Base.xcconfig) via target 'App'`.
    let source: String
}

/// A setting's expanded value and the assignment that supplied it.
struct ResolvedSetting: Equatable {
    let value: String
    let source: String
}

/// Every assignment that applies to one build configuration of one target, lowest level first
/// (project xcconfig, project settings, target xcconfig, target settings). Keeping the order
/// rather than merging dictionaries is what lets `$(inherited)` mean "the assignment before this
/// one", inside an xcconfig include chain as well as across levels.
struct BuildSettingsStack {
    private var assignments: [BuildSettingAssignment] = []
    private var indicesByKey: [String: [Int]] = [:]

    /// Conditional keys such as `KEY[sdk=iphoneos*]` are dropped: they apply to one SDK or
    /// architecture only, and the unconditional value is the one every build sees.
    mutating func append(_ assignment: BuildSettingAssignment) {
        guard !assignment.key.contains("[") else { return }
        indicesByKey[assignment.key, default: []].append(assignments.count)
        assignments.append(assignment)
    }

    mutating func append(contentsOf list: [BuildSettingAssignment]) {
        list.forEach { append($0) }
    }

    /// The final value of `key`, with `$(inherited)` spliced in and `$(OTHER)` references
    /// expanded. As in Xcode, a reference means the other setting's final value wherever it is
    /// assigned; references to settings nobody assigns (Xcode's built-ins) are left as written.
    func resolve(_ key: String) -> ResolvedSetting? {
        resolve(key, below: assignments.count, expanding: [])
    }

    private func resolve(_ key: String, below limit: Int, expanding: Set<String>) -> ResolvedSetting? {
        guard let index = indicesByKey[key]?.last(where: { $0 < limit }) else { return nil }
        let assignment = assignments[index]
        var soleReference: ResolvedSetting?
        let references = BuildSettingReferences(assignment.value)
        let value = references.expand { name in
            let resolved: ResolvedSetting?
            if name == "inherited" {
                // `$(inherited)` with nothing below expands to nothing, as in Xcode.
                resolved =
                    resolve(key, below: index, expanding: expanding)
                    ?? ResolvedSetting(value: "", source: assignment.source)
            } else if expanding.contains(name) || name == key {
                resolved = nil  // a reference cycle: leave it as written
            } else {
                resolved = resolve(name, below: assignments.count, expanding: expanding.union([key]))
            }
            if references.isSoleReference { soleReference = resolved }
            return resolved?.value
        }
        // `X = $(inherited)` or `X = $(BASE)` takes its meaning from where the other was written.
        return ResolvedSetting(value: value, source: soleReference?.source ?? assignment.source)
    }
}
