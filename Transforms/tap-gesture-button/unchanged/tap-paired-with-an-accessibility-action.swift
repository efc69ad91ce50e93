import SwiftUI

/// A view modifier that adds a tap and, right after it, the accessibility action that runs the
/// same code: VoiceOver activates the row already, so the tap needs nothing more.
struct OpensItem: ViewModifier {
    let open: () -> Void

    func body(content: Content) -> some View {
        content
            .contentShape(Rectangle())
            .onTapGesture {
                open()
            }
            .accessibilityAction {
                open()
            }
    }
}

struct ChapterRow: View {
    let title: String

    var body: some View {
        Text(title)
            .onTapGesture { play() }
            .accessibilityAction(named: "Play") { play() }
    }

    func play() {}
}
