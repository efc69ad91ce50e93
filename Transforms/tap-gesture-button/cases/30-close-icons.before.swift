import SwiftUI

/// An icon whose tap closes the screen is its Close button: the trait, and the symbol's word
/// ("Close" for an xmark) or the action's.
struct FilterSheet: View {
    @Environment(\.dismiss) private var dismiss
    @Environment(\.presentationMode) private var presentationMode
    @Binding var isPresented: Bool
    let onClose: () -> Void

    var body: some View {
        VStack {
            HStack {
                Image(systemName: "xmark")
                    .font(.headline)
                    .onTapGesture { dismiss() }
                Spacer()
                Image(systemName: "checkmark")
                    .onTapGesture { dismiss() }
                Image(systemName: "xmark.circle.fill")
                    .onTapGesture { onClose() }
            }
            Image(systemName: "chevron.down")
                .onTapGesture { isPresented = false }
            Image("sheet-handle")
                .onTapGesture { presentationMode.wrappedValue.dismiss() }
            Circle()
                .fill(.gray)
                .frame(width: 30, height: 30)
                .overlay(Image(systemName: "multiply"))
                .onTapGesture { withAnimation { close() } }
        }
    }

    func close() { isPresented = false }
}
