import SwiftUI

struct BatteryStatus: View {
	var body: some View {
		HStack {
			Image(systemName: "battery.25")
				.foregroundStyle(.red)
				.accessibilityLabel("Battery low") // [VERIFY] confirm label matches intent
			Image("charging-cable")
		}
	}
}
