import SwiftUI

/// A clear button whose action stores an empty value (`text = ""`) does what its name says: storing
/// the empty value is the clearing, so "Clear" stands (unlike a name the action never does).
struct ClearButton: ViewModifier {
    @Binding var text: String

    func body(content: Content) -> some View {
        HStack {
            content
            if !text.isEmpty {
                Button {
                    text = ""
                } label: {
                    Image(systemName: "xmark.circle.fill")
                }
            }
        }
    }
}
