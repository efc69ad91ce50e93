/// How a file's places that draw a view treat it for assistive technology: drawn in the open,
/// inside an element that folds its children into one (`.accessibilityElement(children: .combine)`
/// or `.ignore` on it or an ancestor), or hidden (`.accessibilityHidden(true)`).
///
/// A tap inside a view that every place folds never becomes a button of its own: the trait and
/// the combined label land on the row around it (judged on real apps: a reply line and a hashtag
/// inside a status row collapsed with `.combine`, an avatar hidden by its only caller).
///
/// A view drawn as the label of a control (`Button { … } label: { Cell() }`, or a cell of a
/// picker: `ColorPicker(colors) { Swatch($0) }`) is part of that control: `control`. Its taps are
/// the control's; its images still need names, which the control reads.
public enum UseFold: String, Sendable, Hashable, Codable, Comparable {
    case open, control, combined, hidden

    /// `open` < `control` < `combined` < `hidden`: of several places, the least folded one decides.
    public static func < (lhs: UseFold, rhs: UseFold) -> Bool { lhs.rank < rhs.rank }
    private var rank: Int {
        switch self {
        case .open: 0
        case .control: 1
        case .combined: 2
        case .hidden: 3
        }
    }
}

/// The places of one file that draw a name: how folded the least folded of them is, leaving out
/// places drawn in the open inside a type's body, whose fold is that of the type's own places
/// (`owners`). A view drawn only by a hidden view is hidden too.
public struct UseFacts: Sendable, Hashable, Codable {
    public var fold: UseFold = .hidden
    public var owners: Set<String> = []

    public init(fold: UseFold = .hidden, owners: Set<String> = []) {
        self.fold = fold
        self.owners = owners
    }
}
