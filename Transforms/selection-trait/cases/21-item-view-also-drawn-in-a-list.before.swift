import SwiftUI

/// A view type of options drawn in a menu and also in a settings list: in the list its buttons are
/// ordinary controls, so they get the selected trait that the checkmark shows.
struct SpeedOptions: View {
    @Binding var speed: Double
    let speeds: [Double] = [1, 1.5, 2]

    var body: some View {
        ForEach(speeds, id: \.self) { value in
            Button {
                speed = value
            } label: {
                HStack {
                    Text("\(value, specifier: "%.1f")×")
                    if speed == value {
                        Image(systemName: "checkmark")
                    }
                }
            }
        }
    }
}

struct SpeedSettings: View {
    @State private var speed = 1.0

    var body: some View {
        List {
            SpeedOptions(speed: $speed)
            Menu {
                SpeedOptions(speed: $speed)
            } label: {
                Text("Speed")
            }
        }
    }
}
