import SwiftUI

/// The pointer's help is looked up through the project's own wrapper (`.localized()`), on a
/// constant key or on a value's key: the label reuses that lookup as written, translated as the
/// help is, rather than new English words from the action's name.
struct SponsorStrip: View {
    let sponsors: [Sponsor]
    let openPreferences: () -> Void

    var body: some View {
        HStack {
            ForEach(sponsors) { sponsor in
                Link(destination: sponsor.url) {
                    Image(sponsor.logoName)
                        .resizable()
                        .frame(width: 32, height: 32)
                        .help(Text(sponsor.tagline.localized()))
                }
                .accessibilityLabel(Text(sponsor.tagline.localized())) // [VERIFY] confirm label matches intent
            }
            Button(action: openPreferences) {
                Image(systemName: "slider.horizontal.3")
            }
            .help(Text("Preferences".localized()))
            .accessibilityLabel(Text("Preferences".localized())) // [VERIFY] confirm label matches intent
        }
    }
}

// Elsewhere in the project:
// struct Sponsor: Identifiable { let id: Int; let url: URL; let logoName: String; let tagline: String }
// extension String { func localized() -> String { self } }
