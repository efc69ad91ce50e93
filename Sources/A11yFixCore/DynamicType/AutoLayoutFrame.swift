import SwiftSyntax

/// A view whose code turns off `translatesAutoresizingMaskIntoConstraints` is placed by its
/// constraints: the frame it was made with (`UILabel(frame: CGRect(…, height: 37))`) is only a
/// starting size that layout replaces, so it holds no height.
enum AutoLayoutFrame {
    static func isReplaced(_ name: String, in scope: Syntax) -> Bool {
        let text = scope.trimmedText
        return ["\(name)", "self.\(name)"].contains {
            text.includes("\($0).translatesAutoresizingMaskIntoConstraints = false")
        }
    }
}
