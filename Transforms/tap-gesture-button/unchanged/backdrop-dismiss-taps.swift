import SwiftUI

/// A tap that closes a sheet from its full-size backdrop is no button: VoiceOver's escape
/// gesture closes it, and the backdrop is no control. Only a closing tap on an icon is one.
struct PhotoViewer: View {
    @Environment(\.dismiss) private var dismiss
    @Binding var isPresented: Bool
    @State private var isExpanded = true
    @State private var selectedTag: String?

    var body: some View {
        ZStack {
            Color(white: 0, opacity: 0.4)
                .ignoresSafeArea()
                .onTapGesture { dismiss() }
            Rectangle()
                .fill(.black.opacity(0.3))
                .onTapGesture { isPresented = false }
            Image("blurred-cover")
                .resizable()
                .frame(maxWidth: .infinity, maxHeight: .infinity)
                .onTapGesture { dismiss() }
            // A chevron that folds a section away closes nothing, and an xmark that clears a
            // filter closes nothing either.
            Image(systemName: "chevron.down")
                .onTapGesture { isExpanded = false }
            Image(systemName: "xmark")
                .onTapGesture { selectedTag = nil }
        }
    }
}
