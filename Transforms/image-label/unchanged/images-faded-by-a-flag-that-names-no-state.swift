import SwiftUI

// Faded by a flag of how the view is drawn (hovering, expanded), by a flag that is no state of the
// item, or only half-way: the flag does not say what the image shows, so it is reported as before.
struct ClipRow: View {
    let clip: Clip
    @State private var isHovering = false

    var body: some View {
        VStack(spacing: 0) {
            Image("trashSmall")
                .opacity(isHovering ? 1 : 0)
            Image("soundSmall")
                .opacity(clip.isExpanded ? 1 : 0)
            Image("starSmall")
                .opacity(clip.isFavorite ? 1 : 0.4)
        }
    }
}

struct Clip {
    var isExpanded: Bool
    var isFavorite: Bool
}
