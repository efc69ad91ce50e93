import A11yFixCore
import Testing

/// Mirrors swift-syntax's FixItApplierTests: ordering, touching, overlapping and duplicate edits.
@Suite struct EditApplierTests {
    let input = Array("let x = 1 + 2".utf8)

    func apply(_ groups: [[TextEdit]]) throws -> (String, EditApplier.Result) {
        let result = try EditApplier.apply(groups, to: input)
        return (String(decoding: result.bytes, as: UTF8.self), result)
    }

    @Test func appliesEditsInAnyOrder() throws {
        let (text, result) = try apply([[.replace(12..<13, with: "3")], [.replace(4..<5, with: "y")]])
        #expect(text == "let y = 1 + 3")
        #expect(result.applied == [0, 1])
        #expect(result.deferred.isEmpty)
    }

    @Test func touchingEditsBothApply() throws {
        let (text, _) = try apply([[.replace(8..<9, with: "10")], [.replace(9..<10, with: "")]])
        #expect(text == "let x = 10+ 2")
    }

    @Test func overlappingEditIsDeferredNotDropped() throws {
        let (text, result) = try apply([[.replace(8..<13, with: "3")], [.replace(12..<13, with: "4")]])
        #expect(text == "let x = 3")
        #expect(result.applied == [0])
        #expect(result.deferred == [1])
    }

    @Test func insertionInsideReplacedRangeConflicts() throws {
        let (_, result) = try apply([[.replace(8..<13, with: "3")], [.insert("(", at: 10)]])
        #expect(result.deferred == [1])
    }

    @Test func insertionsAtOneOffsetKeepTheirOrder() throws {
        let (text, result) = try apply([[.insert("a", at: 13)], [.insert("b", at: 13)]])
        #expect(text == "let x = 1 + 2ab")
        #expect(result.deferred.isEmpty)
    }

    @Test func insertionAtStartOfReplacementGoesFirst() throws {
        let (text, _) = try apply([[.replace(8..<9, with: "7")], [.insert("(", at: 8)]])
        #expect(text == "let x = (7 + 2")
    }

    @Test func identicalEditsApplyOnce() throws {
        let (text, result) = try apply([[.insert("!", at: 0)], [.insert("!", at: 0), .replace(4..<5, with: "z")]])
        #expect(text == "!let z = 1 + 2")
        #expect(result.applied == [0, 1])
    }

    @Test func aGroupIsAcceptedWholeOrDeferredWhole() throws {
        let (text, result) = try apply([
            [.replace(4..<5, with: "y")], [.replace(12..<13, with: "9"), .replace(4..<5, with: "w")],
        ])
        #expect(text == "let y = 1 + 2")
        #expect(result.deferred == [1])
    }

    @Test func outOfBoundsEditThrows() {
        #expect(throws: EditApplier.Failure.self) { try EditApplier.apply([[.insert("x", at: 99)]], to: input) }
    }

    @Test func offsetMapMapsBackThroughEdits() throws {
        let result = try EditApplier.apply([[.insert("abc", at: 4)], [.replace(8..<9, with: "")]], to: input)
        let map = OffsetMap(appliedEdits: result.appliedEdits)
        #expect(map.originalOffset(for: 0) == 0)
        #expect(map.originalOffset(for: 5) == 4)  // inside the insertion
        #expect(map.originalOffset(for: 7) == 4)  // `x` moved right by 3
        #expect(map.originalOffset(for: 12) == 10)  // after the deletion
    }
}
