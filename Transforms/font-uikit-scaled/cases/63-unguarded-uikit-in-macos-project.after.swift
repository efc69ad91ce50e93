import SwiftUI

struct NoteEditor: UIViewRepresentable {
    func makeUIView(context: Context) -> UITextView {
        let noteTextView = UITextView()
        noteTextView.font = UIFontMetrics(forTextStyle: .callout).scaledFont(for: UIFont.systemFont(ofSize: 16))
        noteTextView.adjustsFontForContentSizeCategory = true
        return noteTextView
    }

    func updateUIView(_ uiView: UITextView, context: Context) {}
}
