import SwiftUI

/// Calls told apart only by a number: the method's name would read the same on both buttons, so
/// the glyph's own meaning names each, and without one the button is reported.
struct MapZoom: View {
    let map: MapModel

    var body: some View {
        VStack {
            Button {
                map.zoom(by: 1.25)
            } label: {
                Image(systemName: "plus.magnifyingglass")
            }
            Button {
                map.zoom(by: 0.8)
            } label: {
                Image(systemName: "minus.magnifyingglass")
            }
            Button {
                map.tilt(15)
            } label: {
                Image(systemName: "arrowtriangle.up.circle")
            }
            Button {
                map.tilt(-15)
            } label: {
                Image(systemName: "arrowtriangle.down.circle")
            }
        }
    }
}

// Elsewhere in the project:
// final class MapModel { func zoom(by factor: Double) {}; func tilt(_ degrees: Double) {} }
