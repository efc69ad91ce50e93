import SwiftUI

/// The table has a key whose name says what the button does (`map.center_user_location`), though
/// its English text says it in other words ("Center map on current location"): the label uses
/// that key, translated already, rather than adding an entry with the same meaning.
struct MapControls: View {
    let model: MapModel

    var body: some View {
        VStack {
            Text(NSLocalizedString("map.title", comment: "Title of the map"))
            Button {
                model.centerOnUserLocation()
            } label: {
                Image(systemName: "location.fill")
            }
            .accessibilityLabel(NSLocalizedString("map.center_user_location", comment: "")) // [VERIFY] confirm label matches intent
        }
    }
}

// Elsewhere in the project:
// final class MapModel { func centerOnUserLocation() {} }
