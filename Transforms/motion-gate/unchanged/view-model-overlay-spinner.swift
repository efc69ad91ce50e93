import Observation
import SwiftUI

/// A flag that only shows a spinner in an overlay: the overlay takes no room and fades its
/// content in and out by default, so animating the flag from the view model moves nothing.
@Observable
final class PreviewModel {
    var isFetchingPreview = false

    func fetchPreview() {
        withAnimation {
            isFetchingPreview = true
        }
    }
}

struct LinkRow: View {
    var model: PreviewModel
    var title: String

    var body: some View {
        Text(title)
            .padding()
            .overlay {
                if model.isFetchingPreview {
                    ProgressView()
                }
            }
    }
}
