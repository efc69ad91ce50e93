import A11yFixCore
import Testing

/// What the engine and the reports read from descriptors, pinned per transform: a descriptor that
/// loses a field changes who names an element or which Nutrition Label an app may claim.
@Suite struct TransformDescriptorTests {
    func finding(_ id: String, _ message: String = "problem") -> Finding {
        Finding(transformID: id, offset: 0, location: .init(line: 1, column: 1), message: message, fix: nil)
    }

    func blocked(_ id: String, _ message: String = "problem") -> Set<NutritionLabels.Label> {
        TransformRegistry.descriptors[id]?.blockedLabels(finding(id, message)) ?? []
    }

    /// A control's label owns the element, then a tap target's, then a lone image's; hiding comes last.
    @Test func namingOwnersRankInOrder() {
        let ranked = TransformRegistry.descriptors.values.compactMap { descriptor in
            descriptor.namingRank.map { (rank: $0, id: descriptor.id) }
        }.sorted { $0.rank < $1.rank }.map(\.id)
        #expect(ranked == ["icon-only-label", "tap-gesture-button", "image-label", "image-decorative"])
    }

    @Test func findingsBlockTheLabelsTheyConcern() {
        let expected: [String: Set<NutritionLabels.Label>] = [
            "icon-only-label": [.voiceOver, .voiceControl], "uikit-button-label": [.voiceOver, .voiceControl],
            "appkit-button-label": [.voiceOver, .voiceControl], "tap-gesture-button": [.voiceOver, .voiceControl],
            "image-label": [.voiceOver], "image-decorative": [.voiceOver], "uikit-gesture-element": [.voiceOver],
            "long-press-action": [.voiceOver], "announcement-availability": [.voiceOver],
            "announcement-modernize": [.voiceOver], "selection-trait": [.voiceOver], "touch-target": [.voiceControl],
            "font-text-style": [.largerText], "font-custom-relative": [.largerText], "font-uikit-scaled": [.largerText],
            "font-appkit-text-style": [.largerText], "motion-gate": [.motion], "motion-gate-uikit": [.motion],
            "motion-gate-appkit": [.motion], "audit-availability": [], "modernize-accessibility-modifiers": [],
            "voiceover-review": [.voiceOver],
        ]
        #expect(Set(expected.keys) == TransformRegistry.ids)
        for (id, labels) in expected { #expect(blocked(id) == labels, "\(id)") }
    }

    /// voiceover-review's findings block different labels by what they report.
    @Test func voiceOverReviewBlocksByItsMessage() {
        #expect(blocked("voiceover-review", "colour is the only signal of state on this Circle") == [.noColor])
        #expect(blocked("voiceover-review", "label differs; Voice Control users say what they see") == [.voiceControl])
        #expect(blocked("unknown-transform") == [])
    }
}
