import SwiftUI

// The play mark is drawn clear while there is no preview, but every place that shows it is inside
// `if preview != nil`: there it is never clear, so a modifier hiding it "then" would hide nothing.
struct ClipThumbnail: View {
    let preview: Image?

    var body: some View {
        if preview != nil {
            ZStack {
                preview
                playMark
            }
        } else {
            ProgressView()
        }
    }

    private var playMark: some View {
        Image(systemName: "play.fill")
            .padding(12)
            .opacity(preview != nil ? 1 : 0)
    }
}
