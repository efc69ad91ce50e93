import SwiftUI

struct AxisLabels: View {
    let values: [Int]
    let spacing: CGFloat

    var body: some View {
        ZStack {
            ForEach(values.indices, id: \.self) { index in
                Text("\(values[index])")
                    .font(.system(size: 9))
                    .position(x: CGFloat(index) * spacing, y: 8)
            }
        }
    }
}
