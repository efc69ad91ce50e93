import SwiftUI

struct WorkoutSummary: View {
    @ScaledMetric(relativeTo: .title3) private var title3FontSize: CGFloat = 18
    @ScaledMetric(relativeTo: .title3) private var title3FontSize2: CGFloat = 20
    let calories: Int

    var body: some View {
        VStack {
            Text("Workout complete")
                .font(.system(size: title3FontSize))
            Text("\(calories) kcal")
                .font(.system(size: title3FontSize2, weight: .semibold))
        }
    }
}
