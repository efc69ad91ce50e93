import SwiftUI

/// A standalone checkmark that marks an episode as played: the table's "Done" would misname it,
/// and the code does not say which state it shows, so it is reported.
struct PlayedMarker: View {
    var body: some View {
        Image(systemName: "checkmark.circle.fill")
            .foregroundStyle(.green)
    }
}
