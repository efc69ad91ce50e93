import SwiftUI

/// A map pin that fills once a place is attached: tapping it removes the place, or else opens the
/// place picker. Two actions by the state the image shows: the glyph's one word names neither, so it
/// is reported.
struct AttachmentBar: View {
    @State private var place: String?
    @State private var showsPlacePicker = false

    var body: some View {
        Button {
            if place != nil {
                place = nil
            } else {
                showsPlacePicker = true
            }
        } label: {
            Image(systemName: place == nil ? "mappin.circle" : "mappin.circle.fill")
        }
    }
}
