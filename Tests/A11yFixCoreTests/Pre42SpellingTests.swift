import Testing

@testable import A11yFixCore

/// A target compiled as Swift 4 gets UIKit's old global names in every fix, or no fix at all.
@Suite struct Pre42SpellingTests {
    @Test func knownNamesGetTheirOldSpelling() {
        #expect(
            Pre42Spelling.rewrite("UIView.animate(withDuration: UIAccessibility.isReduceMotionEnabled ? 0 : 0.3)")
                == "UIView.animate(withDuration: UIAccessibilityIsReduceMotionEnabled() ? 0 : 0.3)")
        #expect(
            Pre42Spelling.rewrite("if UIAccessibility.isVoiceOverRunning {")
                == "if UIAccessibilityIsVoiceOverRunning() {")
        #expect(
            Pre42Spelling.rewrite("badge.accessibilityTraits.insert(.staticText)")
                == "badge.accessibilityTraits |= UIAccessibilityTraitStaticText")
        #expect(
            Pre42Spelling.rewrite("cell.accessibilityTraits.remove(.selected)")
                == "cell.accessibilityTraits &= ~UIAccessibilityTraitSelected")
        #expect(
            Pre42Spelling.rewrite("UIAccessibility.post(notification: .screenChanged, argument: title)")
                == "UIAccessibilityPostNotification(UIAccessibilityScreenChangedNotification, title)")
        #expect(Pre42Spelling.rewrite("[NSAttributedString.Key.font: font]") == "[NSAttributedStringKey.font: font]")
        #expect(Pre42Spelling.rewrite("label.text = \"Done\"") == "label.text = \"Done\"")
    }

    @Test func aFixThatKeepsANewerNameIsLeftAlone() {
        let start = SourceFile.Location(line: 1, column: 1)
        let finding = Finding(
            transformID: "uikit-gesture-element", offset: 0, location: start, message: "chip is a button",
            fix: Fix(
                edits: [.insert("chip.accessibilityTraits.formUnion([.button])\n", at: 0)], summary: "trait",
                isInferred: false))
        let adapted = Pre42Spelling.adapt(finding)
        #expect(adapted.fix == nil)
        #expect(adapted.leftAlone?.id == "language-mode")

        let flag = Finding(
            transformID: "motion-gate-uikit", offset: 0, location: start, message: "gate it",
            fix: Fix(
                edits: [.insert("UIAccessibility.isReduceMotionEnabled ? 0 : ", at: 0)], summary: "gate",
                isInferred: false))
        #expect(
            Pre42Spelling.adapt(flag).fix?.edits.first?.replacement == "UIAccessibilityIsReduceMotionEnabled() ? 0 : ")
    }
}
