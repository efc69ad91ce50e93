import SwiftUI

/// A preview tapped to do what the button beside it does: VoiceOver reaches the button, so the
/// tap is left alone, with no finding.
struct AvatarPicker: View {
    @State private var isImporting = false

    var body: some View {
        VStack {
            Image("avatar-placeholder")
                .resizable()
                .frame(width: 64, height: 64)
                .overlay { Circle().stroke() }
                .onTapGesture { isImporting.toggle() }
            Button("Choose") { isImporting.toggle() }
        }
        .fileImporter(isPresented: $isImporting, allowedContentTypes: [.image]) { _ in }
    }
}

/// The same with a view call and a button written with `action:`.
struct CoverPicker: View {
    @State private var showsLibrary = false

    var body: some View {
        HStack {
            Image(systemName: "photo")
                .onTapGesture { showsLibrary = true }
            Button(action: { showsLibrary = true }, label: { Text("Choose Cover") })
        }
        .sheet(isPresented: $showsLibrary) { Text("Library") }
    }
}
