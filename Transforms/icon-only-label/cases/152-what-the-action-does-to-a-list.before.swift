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
            Button {
                folders = folders.filter { !picked.contains($0) }
                picked = []
            } label: {
                Image("ToolbarGlyphMinus")
            }
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
            Button {
                recorder.startRecording()
            } label: {
                Image("ToolbarGlyphDot")
            }
        }
    }

    private func beginAdding() {
        picked = []
    }
}

// Elsewhere in the project:
// final class MacroRecorder { func startRecording() {} }
