import A11yFixSyntax
import SwiftSyntax

/// Guards `AccessibilityNotification` posts (iOS 17 / macOS 14) for older deployment targets.
///
/// Before (target iOS 15):
///
///     AccessibilityNotification.Announcement("Upload complete").post()
///
/// After:
///
///     if #available(iOS 17, *) {
///         AccessibilityNotification.Announcement("Upload complete").post()
///     } else {
///         UIAccessibility.post(notification: .announcement, argument: "Upload complete")
///     }
///
/// macOS falls back to `NSAccessibility.post(…, notification: .announcementRequested, …)`; code
/// that builds for both gets an `#if os(macOS)` inside the `else`. Not changed: posts already
/// under a matching `#available` or `@available`, and targets that have the API.
public struct AnnouncementAvailability: Transform {
    public static let descriptor = TransformDescriptor(
        id: "announcement-availability",
        summary: "Guards AccessibilityNotification posts with #available and an older-OS fallback",
        frameworks: [.swiftUI, .uiKit, .appKit],
        deviceTests: [.voiceOver],
        tier: .incompleteSupport,
        problem: "announcements without an older-OS fallback",
        blocks: [.voiceOver]
    )

    static let notifications: [String: (uiKit: String, appKit: String)] = [
        "Announcement": (".announcement", ".announcementRequested"),
        "ScreenChanged": (".screenChanged", ".layoutChanged"),
        "LayoutChanged": (".layoutChanged", ".layoutChanged"),
    ]

    public init() {}

    /// Why a post of an `AccessibilityNotification` stays as it is.
    enum Reason: String, NamedReason {
        case available = "available"
        case noOlderNotification = "no-older-notification"

        var explanation: String {
            switch self {
            case .available:
                "nothing to guard: the deployment target or an #available around the post covers every platform"
            case .noOlderNotification: "no older UIAccessibility or NSAccessibility notification stands for this one"
            }
        }
    }

    public func findings(in file: SourceFile, context: TransformContext) -> [Finding] {
        guard file.containsText("AccessibilityNotification") else { return [] }
        var findings: [Finding] = []
        for call in file.functionCalls {
            guard let post = call.calledExpression.as(MemberAccessExprSyntax.self),
                post.declName.baseName.text == "post",
                call.arguments.isEmpty, let notification = post.base?.as(FunctionCallExprSyntax.self),
                let kind = Self.kind(of: notification)
            else { continue }
            let range =
                call.positionAfterSkippingLeadingTrivia.utf8Offset..<call.endPositionBeforeTrailingTrivia.utf8Offset
            findings.append(
                file.record(
                    Self.self, decide(call, notification: notification, kind: kind, in: file, context: context),
                    spanning: range))
        }
        return findings
    }

    /// What to do with one `AccessibilityNotification.<kind>(…).post()`: guard it, report it, or
    /// leave it alone.
    func decide(
        _ call: FunctionCallExprSyntax, notification: FunctionCallExprSyntax, kind: String, in file: SourceFile,
        context: TransformContext
    ) -> Decision {
        guard let names = Self.notifications[kind] else { return .leftAlone(Reason.noOlderNotification.reason) }
        let availability = context.availability
        let unmet = availability.unmet(.accessibilityNotification, at: call, in: file)
        guard !unmet.isEmpty else { return .leftAlone(Reason.available.reason) }
        // `LayoutChanged(nil)` posts no element, like `LayoutChanged()`.
        let argument = notification.arguments.first.flatMap {
            $0.expression.is(NilLiteralExprSyntax.self) ? nil : $0.expression.trimmedText
        }
        let condition = availability.availabilityCondition(for: .accessibilityNotification, at: call, in: file)
        let platforms = availability.platforms(of: call, in: file)
        let fallback = Self.fallback(kind: kind, names: names, argument: argument, platforms: platforms)
        guard let statement = call.parent?.as(CodeBlockItemSyntax.self),
            let edit = AvailabilityWrapping.edit(
                wrapping: statement, condition: condition, fallback: fallback, in: file)
        else {
            return .report(
                "AccessibilityNotification.\(kind) needs \(Self.describe(unmet)); guard it with \(condition) and post the older notification in the else branch"
            )
        }
        return .fix(
            message:
                "AccessibilityNotification.\(kind) needs \(Self.describe(unmet)), newer than the deployment target; guard it with \(condition)",
            Fix(
                edits: [edit],
                summary:
                    "`\(condition)` guards `AccessibilityNotification.\(kind)`, with a \(Self.fallbackName(platforms)) fallback",
                isInferred: false))
    }

    /// `Announcement` for `AccessibilityNotification.Announcement(…)`.
    static func kind(of call: FunctionCallExprSyntax) -> String? {
        guard let member = call.calledExpression.as(MemberAccessExprSyntax.self),
            member.base?.as(DeclReferenceExprSyntax.self)?.baseName.text == "AccessibilityNotification"
        else { return nil }
        return member.declName.baseName.text
    }

    static func fallback(
        kind: String, names: (uiKit: String, appKit: String), argument: String?, platforms: [ApplePlatform]
    ) -> [String] {
        let uiKit = "UIAccessibility.post(notification: \(names.uiKit), argument: \(argument ?? "nil"))"
        let appKit: String
        if kind == "Announcement", let argument {
            appKit =
                "NSAccessibility.post(element: NSApp.mainWindow as Any, notification: \(names.appKit), userInfo: [.announcement: \(argument), .priority: NSAccessibilityPriorityLevel.high.rawValue])"
        } else {
            appKit =
                "NSAccessibility.post(element: \(argument.map { "\($0) as Any" } ?? "NSApp.mainWindow as Any"), notification: \(names.appKit))"
        }
        let usesUIKit = platforms.contains { $0 != .macOS && $0 != .watchOS }
        let usesAppKit = platforms.contains(.macOS)
        switch (usesUIKit, usesAppKit) {
        case (true, true):
            return ["#if os(macOS)", appKit, "#elseif os(iOS) || os(tvOS) || os(visionOS)", uiKit, "#endif"]
        case (false, true): return [appKit]
        default: return [uiKit]
        }
    }

    static func fallbackName(_ platforms: [ApplePlatform]) -> String {
        let usesUIKit = platforms.contains { $0 != .macOS && $0 != .watchOS }, usesAppKit = platforms.contains(.macOS)
        return usesUIKit && usesAppKit
            ? "UIAccessibility/NSAccessibility" : usesAppKit ? "NSAccessibility" : "UIAccessibility"
    }

    static func describe(_ unmet: [ApplePlatform: OSVersion]) -> String {
        unmet.sorted { $0.key < $1.key }.map { "\($0.key.rawValue) \($0.value)" }.joined(separator: " / ")
    }
}
