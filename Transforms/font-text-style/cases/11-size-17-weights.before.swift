import SwiftUI

struct WeightSampler: View {
    var body: some View {
        List {
            Text("Regular").font(.system(size: 17, weight: .regular))
            Text("Medium").font(.system(size: 17, weight: .medium))
            Text("Semibold").font(.system(size: 17, weight: .semibold))
            Text("Bold").font(.system(size: 17, weight: .bold))
            Text("Heavy").font(.system(size: 17, weight: .heavy))
            Text("Black").font(.system(size: 17, weight: .black))
            Text("Light").font(.system(size: 17, weight: .light))
        }
    }
}
