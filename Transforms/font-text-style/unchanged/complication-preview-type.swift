import SwiftUI

/// An iPhone view that copies how a watch complication renders: its sizes copy the watch face's,
/// so scaling them would make the preview lie.
struct CornerComplicationPreview: View {
    var body: some View {
        Text("72°")
            .font(.system(size: 15, weight: .medium))
    }
}
