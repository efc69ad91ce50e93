import A11yFixCore
import SwiftSyntax
import Testing

/// Declares `let ping = 0` at the top of a file that has none.
private struct AddsPing: Transform {
    static let descriptor = TransformDescriptor(id: "test-adds-ping", summary: "", frameworks: [], deviceTests: [])
    func findings(in file: SourceFile, context: TransformContext) -> [Finding] {
        guard !file.containsText("ping"), let first = file.tree.firstToken(viewMode: .sourceAccurate) else { return [] }
        return [
            file.finding(
                Self.self, at: first, message: "ping",
                fix: Fix(edits: [.insert("let ping = 0\n", at: 0)], summary: "ping", isInferred: false))
        ]
    }
}

/// Answers a `ping` with `let pong = 0`: a rule another transform's fix can make apply.
private protocol AnswersPing: Transform {}
extension AnswersPing {
    func findings(in file: SourceFile, context: TransformContext) -> [Finding] {
        guard file.containsText("ping"), !file.containsText("pong"),
            let first = file.tree.firstToken(viewMode: .sourceAccurate)
        else { return [] }
        return [
            file.finding(
                Self.self, at: first, message: "pong",
                fix: Fix(edits: [.insert("let pong = 0\n", at: 0)], summary: "pong", isInferred: false))
        ]
    }
}

/// Names `ping` as its trigger: the settle pass runs it after a fix that adds one.
private struct AnswersPingOnTrigger: AnswersPing {
    static let descriptor = TransformDescriptor(id: "test-answers-ping", summary: "", frameworks: [], deviceTests: [])
    static let settleTriggers: [String]? = ["ping"]
}

/// Names a trigger no fix writes: the settle pass leaves it out.
private struct AnswersPingOnOtherTrigger: AnswersPing {
    static let descriptor = TransformDescriptor(id: "test-answers-other", summary: "", frameworks: [], deviceTests: [])
    static let settleTriggers: [String]? = ["zzz"]
}

/// Without triggers: runs in every pass.
private struct AnswersPingAlways: AnswersPing {
    static let descriptor = TransformDescriptor(id: "test-answers-always", summary: "", frameworks: [], deviceTests: [])
}

/// Rewrites `<identifier> + 1` as `IncrementLiteralSum` does, with a trigger no fix writes.
private struct IncrementWithTrigger: Transform {
    static let descriptor = TransformDescriptor(
        id: "test-increment-trigger", summary: "", frameworks: [], deviceTests: [])
    static let settleTriggers: [String]? = ["zzz"]
    func findings(in file: SourceFile, context: TransformContext) -> [Finding] {
        IncrementLiteralSum().findings(in: file, context: context).map { finding in
            var own = finding
            own.transformID = Self.descriptor.id
            return own
        }
    }
}

@Suite struct SettleTriggersTests {
    private func output(_ source: String, with transforms: [any Transform.Type]) -> String? {
        guard
            case let .processed(report) = Engine(transforms: transforms).process(
                path: "t.swift", bytes: Array(source.utf8))
        else { return nil }
        return String(decoding: report.output, as: UTF8.self)
    }

    @Test func aFixThatWritesATriggerRunsTheTransformAgain() {
        let result = output("let x = 1\n", with: [AddsPing.self, AnswersPingOnTrigger.self])
        #expect(result == "let pong = 0\nlet ping = 0\nlet x = 1\n")
        // The same as a transform without triggers, which runs in every pass.
        #expect(result == output("let x = 1\n", with: [AddsPing.self, AnswersPingAlways.self]))
    }

    @Test func aTransformNoFixConcernsSitsTheSettlePassOut() {
        // Only the skip explains the missing `pong`: triggers must name all a transform reads.
        let result = output("let x = 1\n", with: [AddsPing.self, AnswersPingOnOtherTrigger.self])
        #expect(result == "let ping = 0\nlet x = 1\n")
    }

    @Test func aTransformWhoseFixWasHeldBackRunsAgain() {
        // `RenameA` wins the overlap; the increment is re-created on the renamed text.
        let result = output("let a = 0\nlet c = a + 1\n", with: [RenameA.self, IncrementWithTrigger.self])
        #expect(result == "let b = 0\nlet c = b + 2\n")
    }
}
