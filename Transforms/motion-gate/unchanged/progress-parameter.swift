import SwiftUI

/// An upload's progress passed to a view builder: the animation keyed to it only fills a bar or
/// swaps it for a spinner. The caller's own `progress` is another variable, not a read of this one.
struct AttachmentView: View {
    enum Upload { case waiting, uploading(progress: Double) }
    var upload: Upload

    var body: some View {
        switch upload {
        case .waiting:
            Image(systemName: "photo")
        case .uploading(let progress):
            uploadingView(progress: progress)
                .frame(width: 80, height: 80)
        }
    }

    private func uploadingView(progress: Double) -> some View {
        VStack {
            if progress > 0 && progress < 1 {
                ProgressView(value: progress)
            } else {
                ProgressView()
            }
        }
        .animation(.bouncy, value: progress)
    }
}
