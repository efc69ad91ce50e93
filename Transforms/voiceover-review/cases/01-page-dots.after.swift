import SwiftUI

struct PhotoCarousel: View {
    let photos: [String]
    @State private var shownPhoto = 0

    var body: some View {
        VStack {
            TabView(selection: $shownPhoto) {
                ForEach(photos.indices, id: \.self) { position in
                    Image(photos[position]).tag(position)
                }
            }
            HStack(spacing: 6) {
                ForEach(photos.indices, id: \.self) { position in
                    Capsule()
                        .fill(shownPhoto == position ? Color.primary : Color.secondary)
                        .frame(width: 12, height: 4)
                }
            }
            .accessibilityElement(children: .combine)
            .accessibilityValue("\(shownPhoto + 1) of \(photos.count)")
        }
    }
}

struct OnboardingPager: View {
    var step: Int
    let stepCount: Int

    var body: some View {
        VStack(spacing: 4) {
            ForEach(0..<stepCount, id: \.self) { number in
                Circle()
                    .fill(number == step ? Color.blue : Color.gray)
                    .frame(width: 8, height: 8)
            }
        }
        .accessibilityElement(children: .combine)
        .accessibilityValue("\(step + 1) of \(stepCount)")
    }
}
