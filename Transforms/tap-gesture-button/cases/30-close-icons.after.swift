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
                    .accessibilityAddTraits(.isButton)
                    .accessibilityLabel("Close") // [VERIFY] confirm label matches intent
                Spacer()
                Image(systemName: "checkmark")
                    .onTapGesture { dismiss() }
                    .accessibilityAddTraits(.isButton)
                    .accessibilityLabel("Done") // [VERIFY] confirm label matches intent
                Image(systemName: "xmark.circle.fill")
                    .onTapGesture { onClose() }
                    .accessibilityAddTraits(.isButton)
                    .accessibilityLabel("Close") // [VERIFY] confirm label matches intent
            }
            Image(systemName: "chevron.down")
                .onTapGesture { isPresented = false }
                .accessibilityAddTraits(.isButton)
                .accessibilityLabel("Close") // [VERIFY] confirm label matches intent
            Image("sheet-handle")
                .onTapGesture { presentationMode.wrappedValue.dismiss() }
                .accessibilityAddTraits(.isButton)
                .accessibilityLabel("Dismiss") // [VERIFY] confirm label matches intent
            Circle()
                .fill(.gray)
                .frame(width: 30, height: 30)
                .overlay(Image(systemName: "multiply"))
                .onTapGesture { withAnimation { close() } }
                .accessibilityElement(children: .combine)
                .accessibilityAddTraits(.isButton)
                .accessibilityLabel("Close") // [VERIFY] confirm label matches intent
        }
    }

    func close() { isPresented = false }
}
