import SwiftUI
import UniformTypeIdentifiers

/// A drop zone's dashed border lights up while a file is dragged over it: feedback for as long as the
/// drag lasts, bound to `onDrop(of:isTargeted:)`, not a lasting state.
struct DropZone: View {
    @State private var isDropTargeted = false

    var body: some View {
        RoundedRectangle(cornerRadius: 12)
            .strokeBorder(style: StrokeStyle(lineWidth: 2, dash: [8]))
            .foregroundColor(isDropTargeted ? Color.accentColor : Color.gray)
            .onDrop(of: [UTType.fileURL], isTargeted: $isDropTargeted) { _ in true }
    }
}
