import SwiftUI

struct BrandHeader: View {
    @Binding var selectedTab: Tab

    var body: some View {
        HStack {
            Button {
                selectedTab = .start
            } label: {
                Image("app.logo")
                    .resizable()
                    .frame(width: 28, height: 28)
            }
            .accessibilityLabel("Home") // [VERIFY] confirm label matches intent
            Spacer()
        }
    }
}
