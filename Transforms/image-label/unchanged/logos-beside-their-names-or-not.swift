import SwiftUI

/// A logo beside the name it spells is image-decorative's to hide (`beside-its-name`); artwork
/// whose asset name is not the title beside it ("terminal" beside "Command Line Helper") may show
/// something the title does not say: reported.
struct SetupItems: View {
    var body: some View {
        VStack {
            SetupItem(title: "Xcode") {
                Image("xcode")
                    .resizable()
            }
            SetupItem(title: "Command Line Helper") {
                Image("terminal")
                    .resizable()
            }
        }
    }
}

struct SetupItem<Artwork: View>: View {
    let title: LocalizedStringKey
    @ViewBuilder let artwork: () -> Artwork

    var body: some View {
        VStack {
            artwork()
            Text(title)
        }
    }
}
