import SwiftUI

struct WeatherSummary: View {
	let temperature: String
	let condition: String

	var body: some View {
		VStack(spacing: 4) {
			Text(temperature)
				.font(.system(size: 40, weight: .light))
			Text(condition)
				.font(.system(size: 20))
		}
	}
}
