import SwiftUI

struct LanguageSwitcher: View {
    var switchLanguage: () -> Void

    var body: some View {
        Button(action: switchLanguage) {
            HStack(spacing: 4) {
                Image("flag-us")
                Image("flag-fr")
                    .opacity(0.6)
            }
            .frame(height: 20)
        }
    }
}
