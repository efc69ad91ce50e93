import SwiftUI

struct CollapsibleSection<Content: View>: View {
    @Environment(\.accessibilityReduceMotion) private var reduceMotion
    let title: String
    @ViewBuilder var content: Content
    @State private var isOpen = true

    private let toggleAnimation = Animation.easeInOut(duration: 0.25)

    var body: some View {
        VStack(alignment: .leading) {
            Button(title) {
                withAnimation(reduceMotion ? nil : toggleAnimation, {
                    isOpen.toggle()
                })
            }
            if isOpen {
                content
            }
        }
    }
}
