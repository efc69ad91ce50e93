import SwiftUI
import UIKit

/// A view that only draws a loaded photo, and the one place that shows it hides it: nothing to
/// report. A view drawn in the open somewhere would be reported (see runtime-images-standing-alone).
struct BackdropPhoto: View {
    let photo: UIImage

    var body: some View {
        Image(uiImage: photo)
            .resizable()
    }
}

struct BackdropCard: View {
    let photo: UIImage

    var body: some View {
        BackdropPhoto(photo: photo)
            .accessibilityHidden(true)
    }
}
