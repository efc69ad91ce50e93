import SwiftUI

struct BadgeFace<Face: View>: View {
    @ViewBuilder var face: () -> Face

    var body: some View {
        face()
            .padding(6)
    }
}

// One creation hands the chip an icon alone: no words to combine, still a finding.
private struct ToolChip<Face: View>: View {
    @ViewBuilder var face: () -> Face
    var run: () -> Void

    var body: some View {
        BadgeFace(face: face)
            .onTapGesture {
                run()
            }
    }
}

struct ToolRow: View {
    var body: some View {
        HStack {
            ToolChip(face: { Text("Crop") }, run: {})
            ToolChip(face: { Image(systemName: "wand.and.stars") }, run: {})
        }
    }
}
