import SwiftUI

private struct SectionTitle: View {
    let title: String

    var body: some View {
        Text(title)
            .font(.footnote.weight(.semibold))
    }
}

struct SettingsSection: View {
    let title: String

    var body: some View {
        // A minimum height grows with its content; a scroll view lets any content grow.
        ScrollView {
            SectionTitle(title: title)
        }
        .frame(height: 200)
        HStack {
            SectionTitle(title: title)
        }
        .frame(minHeight: 28)
    }
}
