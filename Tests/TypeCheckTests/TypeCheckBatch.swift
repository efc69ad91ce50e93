import Foundation

/// Files type-checked by one compiler run: one module of many files, each still its own file, for
/// one platform. Loading the stub modules costs more than checking one example, so one run per
/// file spent most of the check's time starting the compiler. Files share a run only when their
/// `ModuleFootprint`s say neither can see the other's declarations, so a run passes only if each
/// file would pass alone; a run that fails is repeated file by file, and those runs' reports are
/// the result, each naming its example.
struct TypeCheckBatch {
    struct Unit: Sendable {
        /// The name failures carry (`Transforms/<id>/cases/<file>`).
        var name: String
        /// As checked alone (with the declarations it says live elsewhere in the project).
        var source: String
        /// With platform conditions rewritten, as the compiler reads it.
        var rewritten: String
        var platform: CheckedPlatform
        var footprint: ModuleFootprint
    }

    var units: [Unit]

    /// Enough to spread over two cores and keep one failing run's repeat short.
    static let limit = 40

    /// In order, each file into the first run it can share (runs for one platform each).
    static func pack(_ units: [Unit], limit: Int = limit) -> [TypeCheckBatch] {
        var batches: [TypeCheckBatch] = []
        var declared: [Set<String>] = [], mentioned: [Set<String>] = []
        for unit in units {
            if !unit.footprint.alone,
                let index = batches.indices.first(where: { index in
                    batches[index].units.count < limit && !batches[index].units[0].footprint.alone
                        && batches[index].units[0].platform == unit.platform
                        && declared[index].isDisjoint(with: unit.footprint.mentioned)
                        && unit.footprint.declared.isDisjoint(with: mentioned[index])
                })
            {
                batches[index].units.append(unit)
                declared[index].formUnion(unit.footprint.declared)
                mentioned[index].formUnion(unit.footprint.mentioned)
            } else {
                batches.append(TypeCheckBatch(units: [unit]))
                declared.append(unit.footprint.declared)
                mentioned.append(unit.footprint.mentioned)
            }
        }
        return batches
    }

    /// Each failing file's name and the compiler's report for it alone; empty when all pass.
    func problems(modules: [CheckedPlatform: URL]) throws -> [(String, String)] {
        if units.count > 1,
            try Swiftc.typecheck(units.map { ($0.name, $0.rewritten) }, platform: units[0].platform, modules: modules)
        {
            return []
        }
        return try units.compactMap { unit in
            try Swiftc.typecheck(unit.source, name: unit.name, platform: unit.platform, modules: modules).map {
                (unit.name, "does not type-check as \(unit.platform.rawValue):\n\($0)")
            }
        }
    }
}
