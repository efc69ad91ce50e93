import SwiftUI

/// A view model's flag that the project's views read only to fade a label in (`if model.isSaved`
/// with `.transition(.opacity)`) is a designed fade: its `withAnimation` is not gated. The flag that
/// also inserts a row without a fade moves the rows below it, and is gated.
@MainActor
final class ShareSheetModel: ObservableObject {
    @Published var isSaved = false
    @Published var showsOptions = false

    func save() {
        withAnimation { isSaved = true }
    }

    func toggleOptions() {
        withAnimation(.spring()) { showsOptions.toggle() }
    }
}

struct ShareSheet: View {
    @ObservedObject var model: ShareSheetModel
    @State private var includesLink = true

    var body: some View {
        VStack {
            Button("Save") { model.save() }
            if model.isSaved {
                Label("Saved", systemImage: "checkmark.circle.fill")
                    .transition(.opacity)
            }
            Button("Options") { model.toggleOptions() }
            if model.showsOptions {
                Toggle("Include link", isOn: $includesLink)
            }
        }
    }
}
