import A11yFixSyntax
import SwiftSyntax

/// A UIKit font in a view that other code holds at a constant height: a type another file
/// constrains (`row.heightAnchor.constraint(equalToConstant: 72)`), makes with a frame of constant
/// height, or gives a table or collection as a section header of fixed height; or a property that
/// code adds to such a header. The project index knows these (`HeldViews`); scaling the text
/// there clips it, so the font is reported instead (judged on real apps: an action row, a date
/// heading, an Up Next header, a popup whose own constraints fix 270 × 69).
enum HeldViewFont {
    /// Why the text the font sets cannot grow taller, said as a sentence about the view; nil
    /// when nothing holds it. A text view scrolls its text and is never held.
    static func heldHeight(
        of call: FunctionCallExprSyntax, assignment: FontAssignment?, in file: SourceFile, index: ProjectIndex
    ) -> String? {
        guard let owner = EnclosingType.ownerName(of: call) else { return nil }
        if let assignment, let name = TextViewSizing.ownerName(assignment.receiver) {
            let place = Syntax(assignment.statement)
            if let type = FontFramework.declaredType(of: name, at: place, in: file),
                type.trimmingCharacters(in: ["?", "!"]).hasSuffix("TextView")
            {
                return nil
            }
            if !LocalNames.isLocal(name, at: place), let held = index.heldHeight(ofMember: name, in: owner) {
                return "\(assignment.receiver) \(held)"
            }
        }
        return index.heldHeight(ofType: owner).map { "\(owner) \($0)" }
    }
}
