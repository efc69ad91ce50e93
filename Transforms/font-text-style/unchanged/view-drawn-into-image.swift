import SwiftUI

struct ChartAxisLabels: View {
    let values: [Int]

    var body: some View {
        HStack {
            ForEach(values, id: \.self) { value in
                Text("\(value)")
                    .font(.system(size: 9))
            }
        }
    }
}

@MainActor
func axisImage(values: [Int]) -> CGImage? {
    let renderer = ImageRenderer(content: ChartAxisLabels(values: values).padding(2))
    return renderer.cgImage
}
