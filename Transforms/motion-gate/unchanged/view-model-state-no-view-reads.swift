import Observation
import SwiftUI

/// A view model's progress value that only a reporting API reads, and a loading flag its views see
/// only through computed opacities: changing either moves nothing on screen, so neither
/// `withAnimation` is gated.
@Observable
final class UploadModel {
    var progress = 0.0
    var isLoading = true

    var contentOpacity: Double { isLoading ? 0 : 1 }
    var spinnerOpacity: Double { isLoading ? 1 : 0 }

    func finish(reporter: some ProgressReporter) {
        withAnimation(.easeOut(duration: 0.3)) {
            progress = 1
        }
        reporter.report(progress)
    }

    func contentDidLoad() {
        withAnimation(.easeInOut) {
            isLoading = false
        }
    }
}

protocol ProgressReporter {
    func report(_ value: Double)
}

struct UploadScreen: View {
    var model: UploadModel

    var body: some View {
        ZStack {
            Text("Uploaded")
                .opacity(model.contentOpacity)
            ProgressView()
                .opacity(model.spinnerOpacity)
        }
    }
}
