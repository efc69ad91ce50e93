import SwiftUI

struct WeatherSummary: View {
	let temperature: String
	let condition: String

	var body: some View {
		VStack(spacing: 4) {
			Text(temperature)
				.font(.largeTitle.weight(.light))
			Text(condition)
				.font(.title3)
		}
	}
}
