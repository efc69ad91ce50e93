import SwiftUI

/// A project view whose part is drawn by a builder function named like a view
/// (`BatteryBadge(level:)`): the builder is the view's own code, which holds only text and images.
struct DeviceTile: View {
    let name: String
    let level: Int

    var body: some View {
        VStack {
            Text(name)
            BatteryBadge(level: level)
        }
    }

    @ViewBuilder private func BatteryBadge(level: Int) -> some View {
        HStack {
            Image(systemName: level > 20 ? "battery.100" : "battery.25")
            Text("\(level)%")
        }
    }
}

struct DevicesPanel: View {
    @State private var showsSetup = false

    var body: some View {
        DeviceTile(name: "Sensor", level: 80)
            .onTapGesture { showsSetup.toggle() }
            .sheet(isPresented: $showsSetup) { Text("Setup") }
    }
}
