import A11yFixSyntax
import SwiftSyntax

/// A SwiftUI view only macOS code draws: inside `#if os(macOS)`, or handed to AppKit
/// (`NSHostingController(rootView:)`), whatever the file imports. macOS text follows no size
/// setting, so a scaled size there is a no-op edit (judged on real apps: a Mac app's passcode
/// sheet, in a file that imports only SwiftUI, given @ScaledMetric).
enum MacOnlyView {
    /// Why the view `type` holding the font is shown only on macOS, or nil.
    static func reason(for type: String, in file: SourceFile, index: ProjectIndex) -> String? {
        // Declared again in another file (another target's copy): only the places in this file are
        // known to draw this declaration.
        if index.isDeclaredAgain(type) {
            var owners: Set<String> = []
            for call in file.functionCalls where call.calleeName == type {
                guard let owner = EnclosingType.of(call)?.name, owner != type else { continue }
                owners.insert(owner)
            }
            guard !owners.isEmpty, owners.allSatisfy({ index.isDrawnOnlyOnMac(view: $0) }) else { return nil }
            return "\(type) is declared again in another file, another target's copy; this one is drawn only by "
                + owners.sorted().joined(separator: ", ")
                + ", which only macOS code draws (inside #if os(macOS), or hosted by NSHostingController), and "
                + "macOS text follows no size setting"
        }
        guard index.isDrawnOnlyOnMac(view: type) else { return nil }
        return "\(type) is drawn only by macOS code (inside #if os(macOS), or hosted by NSHostingController), and "
            + "macOS text follows no size setting"
    }
}
