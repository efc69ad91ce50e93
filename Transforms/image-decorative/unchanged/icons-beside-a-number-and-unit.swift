import SwiftUI

/// A number with its unit (`"\(grams) g"`, `"\(minutes) min"`) says how much, never of what: the icon
/// beside it is the only word for what is counted, so it is reported, never hidden.
struct NutritionBadges: View {
    let grams: Int
    let minutes: Int
    let calories: Double

    var body: some View {
        VStack {
            HStack {
                Image(systemName: "leaf")
                Text("\(grams) g")
            }
            HStack {
                Image(systemName: "figure.walk")
                Text("\(minutes) min")
            }
            HStack {
                Image(systemName: "flame.fill")
                    .foregroundStyle(.orange)
                Text("\(calories, specifier: "%.0f") kcal")
            }
        }
    }
}
