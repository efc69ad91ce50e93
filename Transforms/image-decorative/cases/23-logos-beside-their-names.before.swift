import SwiftUI

/// A product's logo beside the product's name: the name says what the picture shows, so the
/// logo is hidden and VoiceOver reads the name once. Beside is the same stack, or the title the
/// layout that draws the logo is given. The asset's look words (`Logo`, `icon`) do not count.
struct ToolList: View {
    var body: some View {
        VStack(alignment: .leading) {
            HStack {
                Image("swiftLintLogo")
                    .resizable()
                    .frame(width: 32, height: 32)
                Text("SwiftLint")
            }
            ToolRow(title: "Android Studio", detail: "Installs apps on emulators.") {
                Image("androidStudio")
                    .resizable()
            }
            ToolRow(title: "fastlane") {
                Image("fastlane_icon").resizable()
            }
        }
    }
}

struct ToolRow<Artwork: View>: View {
    let title: LocalizedStringKey
    var detail: LocalizedStringKey? = nil
    @ViewBuilder let artwork: () -> Artwork

    var body: some View {
        HStack {
            artwork().frame(width: 48, height: 48)
            Text(title)
        }
    }
}
