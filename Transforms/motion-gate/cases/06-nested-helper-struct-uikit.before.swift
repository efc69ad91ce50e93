import SwiftUI
import UIKit

struct ProgressCard: View {
    @State private var progress = 0.0

    var body: some View {
        ProgressView(value: progress)
            .animation(.linear, value: progress)
            .onAppear { Loader.start { progress = $0 } }
    }

    struct Loader {
        static func start(_ update: @escaping (Double) -> Void) {
            withAnimation(.easeInOut(duration: 1)) {
                update(1)
            }
        }
    }
}
