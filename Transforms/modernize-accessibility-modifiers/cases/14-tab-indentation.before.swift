import SwiftUI

struct StepperRow: View {
	@Binding var servings: Int

	var body: some View {
		Stepper(value: $servings, in: 1...12) {
			Text("Servings")
		}
		.accessibility(label: Text("Servings"))
		.accessibility(value: Text("\(servings) servings"))
	}
}
