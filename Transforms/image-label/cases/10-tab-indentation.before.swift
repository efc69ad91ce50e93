import SwiftUI

struct BatteryStatus: View {
	var body: some View {
		HStack {
			Image(systemName: "battery.25")
				.foregroundStyle(.red)
			Image("charging-cable")
		}
	}
}
