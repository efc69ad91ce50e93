import SwiftUI

/// A preview built by a method of the view whose whole result fades (`.transition(.opacity)` at
/// the end of what it returns) is inserted with that fade: closing it cross-fades, which Reduce
/// Motion keeps, so its animation is left alone. The drawer built by a property that slides in is
/// gated where its transition is written.
struct DraftEditor: View {
    @Environment(\.accessibilityReduceMotion) private var reduceMotion
    @State private var preview: String?
    @State private var showsDrawer = false

    var body: some View {
        ZStack {
            TextEditor(text: .constant("Draft"))
            if let preview {
                previewCard(for: preview)
                    .onTapGesture { closePreview() }
            }
            if showsDrawer {
                drawer
            }
        }
        .toolbar {
            Button("Preview") { openPreview() }
            Button("Drafts") { toggleDrawer() }
        }
    }

    private func previewCard(for text: String) -> some View {
        ScrollView {
            Text(text)
                .padding()
        }
        .background(Color.white)
        .transition(.opacity)
    }

    private var drawer: some View {
        VStack {
            Text("Drafts")
        }
        .frame(maxHeight: .infinity)
        .transition(reduceMotion ? .opacity : .move(edge: .leading))
    }

    private func openPreview() {
        withAnimation {
            preview = "Draft"
        }
    }

    private func closePreview() {
        withAnimation {
            preview = nil
        }
    }

    private func toggleDrawer() {
        withAnimation {
            showsDrawer.toggle()
        }
    }
}
