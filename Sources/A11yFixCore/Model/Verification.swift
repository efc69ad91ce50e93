/// A count of places a transform checked and found correct: "3 icon-only controls already labelled".
public struct Verification: Hashable, Sendable {
    public var kind: String
    public var count: Int
    /// Left unchanged on purpose (from `leftOnPurpose`), rather than found correct.
    public var isLeftOnPurpose: Bool

    public init(kind: String, count: Int, isLeftOnPurpose: Bool = false) {
        self.kind = kind
        self.count = count
        self.isLeftOnPurpose = isLeftOnPurpose
    }
}
