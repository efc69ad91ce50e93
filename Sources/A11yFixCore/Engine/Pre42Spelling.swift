import Foundation

/// UIKit's accessibility names in code written for a language mode older than Swift 4.2.
///
/// Swift 4.2 moved UIKit's globals into types; a target still compiled as Swift 4 (`SWIFT_VERSION
/// = 4.0`) only knows the old spellings. Every fix's text is rewritten to them here, once for all
/// transforms, and a fix that still names a 4.2 type afterwards (no known old spelling) is left
/// alone: code that does not compile is worse than no fix.
enum Pre42Spelling {
    static let reason = Reason(
        id: "language-mode",
        explanation:
            "the target compiles in a Swift language mode before 4.2 (SWIFT_VERSION), and the fix needs UIKit "
            + "names that mode does not have")

    /// The settings whose `UIAccessibility.is…` property was the global `UIAccessibilityIs…()`.
    private static let settings =
        "ReduceMotion|VoiceOverRunning|BoldText|ReduceTransparency|SwitchControlRunning|GrayscaleEnabled"
        + "|InvertColors|MonoAudio|ClosedCaptioning|GuidedAccess|SpeakSelection|SpeakScreen|ShakeToUndo"

    /// Pattern → template, applied in order.
    private static let rewrites: [(NSRegularExpression, String)] = [
        (
            "UIAccessibility\\.is(" + settings + ")(Enabled)?\\b",
            "UIAccessibilityIs$1$2()"
        ),
        (
            #"UIAccessibility\.post\(notification: \.(\w)(\w*), argument: "#,
            "UIAccessibilityPostNotification(UIAccessibility$1$2Notification, "
        ),
        (#"accessibilityTraits\.insert\(\.(\w)(\w*)\)"#, "accessibilityTraits |= UIAccessibilityTrait$1$2"),
        (#"accessibilityTraits\.remove\(\.(\w)(\w*)\)"#, "accessibilityTraits &= ~UIAccessibilityTrait$1$2"),
        (#"accessibilityTraits = \.(\w)(\w*)\b"#, "accessibilityTraits = UIAccessibilityTrait$1$2"),
        (#"accessibilityTraits = \[\]"#, "accessibilityTraits = UIAccessibilityTraitNone"),
        // `[S]`: a word of the text style type would read as a use of DynamicType's type (LayerTests).
        (#"UIFont\.Text[S]tyle\b"#, "UIFontTextStyle"),
        (#"NSAttributedString\.Key\b"#, "NSAttributedStringKey"),
        (#"UIContentSizeCategory\.didChangeNotification"#, "NSNotification.Name.UIContentSizeCategoryDidChange"),
        (
            #"UIAccessibility\.reduceMotionStatusDidChangeNotification"#,
            "NSNotification.Name.UIAccessibilityReduceMotionStatusDidChange"
        ),
        (
            #"UIAccessibility\.voiceOverStatusDidChangeNotification"#,
            "NSNotification.Name.UIAccessibilityVoiceOverStatusDidChange"
        ),
    ].map { pattern, template in
        // The patterns are constants; `expand` upper-cases a one-letter first group.
        (try! NSRegularExpression(pattern: pattern), template)
    }

    /// Names that exist only from Swift 4.2 on: a fix still holding one after the rewrites cannot compile.
    private static let newerNames = try! NSRegularExpression(
        pattern:
            #"UIAccessibility\.|UIAccessibilityTraits\b|accessibilityTraits\.|accessibilityTraits = \[|"#
            + #"UIFont\.Text[S]tyle|NSAttributedString\.Key|UIContentSizeCategory\."#
    )

    /// `finding` in the old spellings; a fix that keeps a newer name is turned into a record of
    /// the place left alone.
    static func adapt(_ finding: Finding) -> Finding {
        var adapted = finding
        adapted.message = rewrite(finding.message)
        guard var fix = finding.fix else { return adapted }
        fix.edits = fix.edits.map { TextEdit(range: $0.range, replacement: rewrite($0.replacement)) }
        fix.summary = rewrite(fix.summary)
        fix.shorterForm = fix.shorterForm.map { form in
            var form = form
            form.edits = form.edits.map { TextEdit(range: $0.range, replacement: rewrite($0.replacement)) }
            return form
        }
        let texts = (fix.edits + fix.shorterForm.flatMap(\.edits)).map(\.replacement)
        if texts.contains(where: hasNewerName) {
            adapted.fix = nil
            adapted.message = "left alone (\(reason.id)): \(reason.explanation)"
            adapted.leftAlone = reason
            return adapted
        }
        adapted.fix = fix
        return adapted
    }

    static func hasNewerName(_ text: String) -> Bool {
        newerNames.firstMatch(in: text, range: NSRange(text.startIndex..., in: text)) != nil
    }

    /// `text` with every known newer name in its old spelling.
    static func rewrite(_ text: String) -> String {
        guard
            text.contains("ccessibility") || text.contains("UIFont.Text") || text.contains("String.Key")
                || text.contains("UIContentSizeCategory.")
        else { return text }
        var result = text
        for (pattern, template) in rewrites {
            var output = ""
            var last = result.startIndex
            for match in pattern.matches(in: result, range: NSRange(result.startIndex..., in: result)) {
                guard let range = Range(match.range, in: result) else { continue }
                output += result[last..<range.lowerBound]
                output += expand(template, match: match, in: result)
                last = range.upperBound
            }
            output += result[last...]
            result = output
        }
        return result
    }

    /// `template` with `$n` replaced by group n; a group right after `UIAccessibility`, `Trait` or
    /// `Is` (a one-letter first group) is upper-cased, as the old global names are.
    private static func expand(_ template: String, match: NSTextCheckingResult, in text: String) -> String {
        var output = ""
        var characters = Substring(template)
        while let first = characters.first {
            characters = characters.dropFirst()
            guard first == "$", let digit = characters.first?.wholeNumberValue else {
                output.append(first)
                continue
            }
            characters = characters.dropFirst()
            let group = Range(match.range(at: digit), in: text).map { String(text[$0]) } ?? ""
            output += digit == 1 && group.count == 1 ? group.uppercased() : group
        }
        return output
    }
}
