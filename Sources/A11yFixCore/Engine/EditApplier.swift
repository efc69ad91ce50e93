/// Applies groups of edits (one group per fix) to a byte buffer.
///
/// Groups are accepted in the order given; a group is accepted whole or not at all. A group that
/// conflicts with an already accepted one is *deferred*, never dropped: the engine re-parses the
/// result and runs the transforms again, which re-creates the deferred fix in new coordinates.
/// An edit identical to an accepted one (two transforms inserting the same text at the same
/// place) is applied once.
public enum EditApplier {
    public struct Result: Sendable {
        public var bytes: [UInt8]
        /// Indices of the accepted groups, in input order.
        public var applied: [Int]
        /// Indices of the groups that conflicted with an accepted one, in input order.
        public var deferred: [Int]
        /// The accepted edits in application order, for mapping offsets back to the input.
        public var appliedEdits: [TextEdit]
    }

    public enum Failure: Error, Equatable {
        case outOfBounds(TextEdit, size: Int)
    }

    public static func apply(_ groups: [[TextEdit]], to input: [UInt8]) throws -> Result {
        for edit in groups.joined() where edit.range.lowerBound < 0 || edit.range.upperBound > input.count {
            throw Failure.outOfBounds(edit, size: input.count)
        }

        var accepted: [(edit: TextEdit, order: Int)] = []
        var acceptedSet = Set<TextEdit>()
        var applied: [Int] = []
        var deferred: [Int] = []
        for (index, group) in groups.enumerated() {
            let fresh = group.filter { !acceptedSet.contains($0) }
            let clashes =
                fresh.contains { edit in accepted.contains { edit.conflicts(with: $0.edit) } }
                || internalConflict(fresh)
            if clashes {
                deferred.append(index)
                continue
            }
            for edit in fresh {
                accepted.append((edit, accepted.count))
                acceptedSet.insert(edit)
            }
            applied.append(index)
        }

        accepted.sort { lhs, rhs in
            if lhs.edit.range.lowerBound != rhs.edit.range.lowerBound {
                return lhs.edit.range.lowerBound < rhs.edit.range.lowerBound
            }
            // At one offset, insertions go first (in acceptance order), then the replacement.
            if lhs.edit.isInsertion != rhs.edit.isInsertion { return lhs.edit.isInsertion }
            return lhs.order < rhs.order
        }

        var output: [UInt8] = []
        output.reserveCapacity(input.count + accepted.reduce(0) { $0 + $1.edit.replacement.utf8.count })
        var cursor = 0
        for (edit, _) in accepted {
            output.append(contentsOf: input[cursor..<edit.range.lowerBound])
            output.append(contentsOf: edit.replacement.utf8)
            cursor = edit.range.upperBound
        }
        output.append(contentsOf: input[cursor...])
        return Result(bytes: output, applied: applied, deferred: deferred, appliedEdits: accepted.map(\.edit))
    }

    private static func internalConflict(_ group: [TextEdit]) -> Bool {
        for i in group.indices {
            for j in group.indices where j > i && group[i].conflicts(with: group[j]) { return true }
        }
        return false
    }
}

/// Maps offsets in edited text back to the text the edits were applied to.
/// An offset inside inserted or replacing text maps to the start of the edit.
public struct OffsetMap: Sendable {
    private let edits: [TextEdit]  // sorted by original position, as applied

    public init(appliedEdits: [TextEdit]) { self.edits = appliedEdits }

    public func originalOffset(for newOffset: Int) -> Int {
        var delta = 0
        for edit in edits {
            let newStart = edit.range.lowerBound + delta
            if newOffset < newStart { break }
            let newEnd = newStart + edit.replacement.utf8.count
            if newOffset < newEnd { return edit.range.lowerBound }
            delta += edit.replacement.utf8.count - edit.range.count
        }
        return newOffset - delta
    }
}
