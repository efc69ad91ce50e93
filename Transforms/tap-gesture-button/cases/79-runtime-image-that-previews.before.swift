import AppKit
import SwiftUI

// An image tapped to preview is the "Preview" button: named by the callback's deed, or by the
// deed both branches of its action end in. A callback named for when it runs (`onSelect`), and
// branches that do two different things, name nothing and are reported.
struct AttachmentTile: View {
    let image: NSImage
    let onPreview: () -> Void

    var body: some View {
        Image(nsImage: image)
            .resizable()
            .frame(width: 80, height: 80)
            .onTapGesture {
                onPreview()
            }
    }
}

struct PickableTile: View {
    let image: NSImage
    let onSelect: () -> Void

    var body: some View {
        Image(nsImage: image)
            .resizable()
            .frame(width: 80, height: 80)
            .onTapGesture {
                onSelect()
            }
    }
}

struct InlineImage: View {
    let image: NSImage
    let index: Int?
    let viewer: ImageViewer

    var body: some View {
        VStack {
            Image(nsImage: image)
                .resizable()
                .onTapGesture {
                    if let index {
                        viewer.openAttachmentPreview(at: index)
                    } else {
                        viewer.preview(image)
                    }
                }
            Image(nsImage: image)
                .resizable()
                .onTapGesture {
                    if viewer.isShowing {
                        viewer.closeWindow()
                    } else {
                        viewer.preview(image)
                    }
                }
        }
    }
}

final class ImageViewer {
    var isShowing = false
    func openAttachmentPreview(at index: Int) {}
    func preview(_ image: NSImage) {}
    func closeWindow() {}
}
