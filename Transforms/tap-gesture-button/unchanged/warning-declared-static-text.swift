import SwiftUI

/// A warning its authors made one static-text element, whose value holds the text its popover
/// shows: a button trait beside `.isStaticText` would contradict that.
struct SlowBuildWarning: View {
    @State private var showsDetails = false

    var body: some View {
        VStack {
            HStack {
                Image(systemName: "exclamationmark.triangle.fill")
                Text("Slow build")
            }
            .accessibilityElement(children: .combine)
            .accessibilityLabel("Slow build warning")
            .accessibilityValue("This build is slow; use it only while developing.")
            .accessibilityAddTraits(.isStaticText)
            .onTapGesture {
                showsDetails = true
            }
            .popover(isPresented: $showsDetails) {
                Text("This build is slow; use it only while developing.")
            }
        }
    }
}
