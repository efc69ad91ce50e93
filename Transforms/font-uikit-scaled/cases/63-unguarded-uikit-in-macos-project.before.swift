import SwiftUI

struct NoteEditor: UIViewRepresentable {
    func makeUIView(context: Context) -> UITextView {
        let noteTextView = UITextView()
        noteTextView.font = UIFont.systemFont(ofSize: 16)
        return noteTextView
    }

    func updateUIView(_ uiView: UITextView, context: Context) {}
}
