import SwiftUI

/// The caption editor is a sheet its flag presents, drawn by `captionSheet`. Inside it, the `xmark`
/// that only turns the flag off closes the sheet: not "Save" (the titled button beside it turns the
/// flag off too, after saving) and not the sheet's title. The pencil outside it, which turns the
/// flag on, opens the sheet: named by it.
struct AttachmentCaption: View {
    @State private var isCaptionEditorPresented = false
    @State private var caption = ""
    @Binding var savedCaption: String

    var body: some View {
        Button {
            isCaptionEditorPresented.toggle()
        } label: {
            Image(systemName: "square.and.pencil")
        }
        .sheet(isPresented: $isCaptionEditorPresented) {
            captionSheet
        }
        .accessibilityLabel("Caption editor") // [VERIFY] confirm label matches intent
    }

    var captionSheet: some View {
        NavigationView {
            TextField("Caption", text: $caption)
                .navigationTitle("Edit Caption")
                .toolbar {
                    ToolbarItem(placement: .navigationBarLeading) {
                        Button {
                            isCaptionEditorPresented.toggle()
                        } label: {
                            Image(systemName: "xmark.circle.fill")
                        }
                        .accessibilityLabel("Close") // [VERIFY] confirm label matches intent
                    }
                    ToolbarItem(placement: .navigationBarTrailing) {
                        Button("Save") {
                            savedCaption = caption
                            isCaptionEditorPresented.toggle()
                        }
                    }
                }
        }
    }
}
