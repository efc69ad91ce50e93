import SwiftUI

struct WeightSampler: View {
    var body: some View {
        List {
            Text("Regular").font(.body)
            Text("Medium").font(.body.weight(.medium))
            Text("Semibold").font(.headline)
            Text("Bold").font(.headline.weight(.bold))
            Text("Heavy").font(.headline.weight(.heavy))
            Text("Black").font(.headline.weight(.black))
            Text("Light").font(.body.weight(.light))
        }
    }
}
