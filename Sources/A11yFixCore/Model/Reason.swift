/// Why a transform left a place as it is, on purpose: a stable id, which examples pin and runs
/// count, and one line a user can read ("a background layer: a tap there is no control").
public struct Reason: Hashable, Sendable {
    public var id: String
    public var explanation: String

    public init(id: String, explanation: String) {
        self.id = id
        self.explanation = explanation
    }
}

/// A concern's reasons for leaving a place alone: an enum whose cases are the reasons.
public protocol NamedReason: RawRepresentable<String>, CaseIterable, Sendable {
    /// One line for users, without the transform's name.
    var explanation: String { get }
}

extension NamedReason {
    public var reason: Reason { Reason(id: rawValue, explanation: explanation) }
}

/// What a transform decided at one construct: fix it, report it for a person to look at, or leave
/// it alone for a named reason. Decision functions return one, so no construct a transform looks
/// at is passed over without a word; `SourceFile.record(_:_:at:)` (or `atModifier:`, `spanning:`)
/// makes it what the engine reads.
public enum Decision: Sendable {
    case fix(message: String, Fix)
    case report(String)
    case leftAlone(Reason)
}
