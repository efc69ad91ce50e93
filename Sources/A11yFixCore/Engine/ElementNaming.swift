/// One accessible name per element, whichever transforms find it.
///
/// An image with `.onTapGesture` is a tap target to `tap-gesture-button` and a standalone image to
/// `image-label`; both would append `.accessibilityLabel`, and VoiceOver would read the last one.
/// The transform that owns the element decides, by its descriptor's `namingRank`: a control's
/// label comes from `icon-only-label`, a tappable view's from `tap-gesture-button`, a lone
/// image's from `image-label`, and hiding an image is the last resort. Fixes of the others wait
/// for the engine's next pass, where they see the name the owner gave and step aside (or, if
/// their rule still applies, are applied then).
enum ElementNaming {
    /// Splits a pass's fixes into those applied now and those that wait: of the fixes naming one
    /// element, only the owner's is applied in this pass. `ranks`: each transform's `namingRank` by
    /// id; transforms without one rank after them all.
    static func arbitrate(_ fixes: [Finding], ranks: [String: Int]) -> (now: [Finding], later: [Finding]) {
        func rank(_ transformID: String) -> Int { ranks[transformID] ?? Int.max }
        var owner: [Int: Int] = [:]  // element -> index of the fix that names it
        for (index, finding) in fixes.enumerated() {
            guard let element = finding.fix?.namedElement else { continue }
            if let current = owner[element], rank(fixes[current].transformID) <= rank(finding.transformID) { continue }
            owner[element] = index
        }
        guard !owner.isEmpty else { return (fixes, []) }
        let (now, later) = Array(fixes.indices).partitioned { index in
            fixes[index].fix?.namedElement.map { owner[$0] == index } ?? true
        }
        return (now.map { fixes[$0] }, later.map { fixes[$0] })
    }
}
