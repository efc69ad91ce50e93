import SwiftUI

/// A value passed only to ProgressView(value:), a Gauge or the trim of a stroked ring (and to text
/// saying it) is a value indicator filling, not motion: neither `withAnimation` nor
/// `.animation(_:value:)` is gated.
struct DownloadStatus: View {
    @State private var fraction = 0.0
    @State private var battery = 0.5
    var ringProgress: Double

    var body: some View {
        VStack {
            ProgressView(value: fraction, total: 1)
            Text("Downloaded \(Int(fraction * 100))%")
            Gauge(value: battery) {
                Text("Battery")
            }
            .animation(.easeInOut, value: battery)
            Circle()
                .trim(from: 0, to: ringProgress)
                .stroke(Color.accentColor, style: StrokeStyle(lineWidth: 4, lineCap: .round))
                .rotationEffect(.degrees(-90))
                .animation(.easeInOut(duration: 0.3), value: ringProgress)
        }
        .task {
            for step in 1...10 {
                try? await Task.sleep(nanoseconds: 100_000_000)
                withAnimation { fraction = Double(step) / 10 }
            }
        }
    }
}
