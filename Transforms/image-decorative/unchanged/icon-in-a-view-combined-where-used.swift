import SwiftUI

/// The badge is drawn only inside a view that its one place folds into a labelled element: VoiceOver
/// never reaches the icon, so it is left as it is.
struct StudioBadge: View {
    var body: some View {
        HStack(spacing: 8) {
            Image(systemName: "sparkles")
            Text("Studio")
        }
    }
}

struct StudioDiagram: View {
    var body: some View {
        ZStack {
            Circle()
            StudioBadge()
        }
    }
}

struct StudioCard: View {
    var body: some View {
        StudioDiagram()
            .frame(height: 200)
            .accessibilityElement(children: .combine)
            .accessibilityLabel("Studio brings every tool together.")
    }
}
