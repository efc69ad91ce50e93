import SwiftUI

struct LikeBurst: View {
    @State private var likes = 0

    var body: some View {
        VStack {
            Image(systemName: "heart.fill")
                .phaseAnimator([1.0, 1.3, 1.0], trigger: likes) { view, scale in
                    view.scaleEffect(scale)
                }
            Image(systemName: "star.fill")
                .keyframeAnimator(initialValue: 0.0, trigger: likes) { view, angle in
                    view.rotationEffect(.degrees(angle))
                } keyframes: { _ in
                    LinearKeyframe(20.0, duration: 0.2)
                }
            Button("Like") { likes += 1 }
        }
    }
}
