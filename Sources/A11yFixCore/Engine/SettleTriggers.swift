import A11yFixSyntax

/// Which transforms a settle pass runs again. The pass after fixes were applied checks that
/// nothing is left to do; on the files a run changes it used to cost as much as the first pass,
/// most of it re-deciding places nothing had touched.
///
/// A transform that declares `settleTriggers` is skipped when the pass before left it nothing
/// to redo (each fix it made was applied, none was held back or reported as not applied) and no
/// other transform's applied fix edits a line that mentions one of its triggers, before or after
/// the edit. Its own applied fixes need no second look: a transform returns no fix on its own
/// output (every example checks it). Transforms without triggers run in every pass.
enum SettleTriggers {
    static func transforms(
        _ all: [any Transform], after findings: [Finding], applied: [Finding], in bytes: [UInt8]
    ) -> [any Transform] {
        var made: [String: Int] = [:]
        var redo: Set<String> = []
        for finding in findings {
            if finding.fix != nil { made[finding.transformID, default: 0] += 1 }
            if finding.notApplied != nil { redo.insert(finding.transformID) }
        }
        for fix in applied { made[fix.transformID, default: 0] -= 1 }
        redo.formUnion(made.filter { $0.value > 0 }.keys)
        return all.filter { transform in
            let type = type(of: transform)
            guard let triggers = type.settleTriggers else { return true }
            let id = type.descriptor.id
            if redo.contains(id) { return true }
            return applied.contains { fix in
                fix.transformID != id
                    && (fix.fix?.edits ?? []).contains { edit in
                        let lines = Array(bytes[LineSpan.around(edit.range, in: bytes)])
                        return triggers.contains { lines.includes($0) || edit.replacement.includes($0) }
                    }
            }
        }
    }

}
