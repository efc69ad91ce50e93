import SwiftSyntax

/// Whether a SwiftUI file's own code can build for one family of platforms only: outside any
/// `#if`, it uses an app API only UIKit (`UIApplication`, `UIPasteboard`, `Image(uiImage:)`) or
/// only AppKit (`NSWorkspace`, `Image(nsImage:)`) has. A target of the other family listed for the
/// file cannot build it, so that family's Reduce Motion flag is the one it runs with. Image and
/// colour types (`UIImage`, `NSColor`) are left out: projects alias them across families.
enum FamilyOnlyCode {
    enum Family { case uiKit, appKit }

    static let uiKitNames: Set<String> = [
        "UIApplication", "UIPasteboard", "UIDevice", "UIScreen", "UIWindow", "UIViewController",
        "UIHostingController", "UIImpactFeedbackGenerator", "UINotificationFeedbackGenerator",
        "UISelectionFeedbackGenerator", "UIActivityViewController", "uiImage",
    ]
    static let appKitNames: Set<String> = [
        "NSApplication", "NSApp", "NSWorkspace", "NSPasteboard", "NSWindow", "NSViewController",
        "NSHostingController", "NSHapticFeedbackManager", "nsImage",
    ]

    /// The one family the file's unguarded code needs; nil when it needs neither or both.
    static func family(of file: SourceFile, index: ProjectIndex) -> Family? {
        file.memoized("FamilyOnlyCode") {
            let uiKit = uses(uiKitNames, in: file, index: index)
            let appKit = uses(appKitNames, in: file, index: index)
            switch (uiKit, appKit) {
            case (true, false): return Family.uiKit
            case (false, true): return Family.appKit
            default: return nil
            }
        }
    }

    private static func uses(_ names: Set<String>, in file: SourceFile, index: ProjectIndex) -> Bool {
        names.contains { name in
            guard !index.declares(name), file.containsText(name) else { return false }
            return file.identifierTokens(named: name).contains { token in
                !isDeclared(token) && !isUnderIfConfig(token)
            }
        }
    }

    /// `typealias UIApplication = …`, `class UIScreen`: the project's own name.
    private static func isDeclared(_ token: TokenSyntax) -> Bool {
        guard let parent = token.parent else { return false }
        return parent.is(TypeAliasDeclSyntax.self) || parent.is(ClassDeclSyntax.self)
            || parent.is(StructDeclSyntax.self) || parent.is(EnumDeclSyntax.self)
    }

    private static func isUnderIfConfig(_ token: TokenSyntax) -> Bool {
        var current = token.parent
        while let node = current {
            if node.is(IfConfigClauseSyntax.self) { return true }
            current = node.parent
        }
        return false
    }
}
