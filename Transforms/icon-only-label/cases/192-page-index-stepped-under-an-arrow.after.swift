import SwiftUI

/// A position stepped by one under an arrow pointing that way goes to the previous or next
/// thing it counts: "Previous page", "Next preset". The arrow's "Back" would say it leaves.
struct IntroPager: View {
    @Binding var pageIndex: Int
    @State private var currentPreset = 0
    let lastPage: Int

    var body: some View {
        VStack {
            HStack {
                Button {
                    if pageIndex > 0 {
                        withAnimation {
                            pageIndex -= 1
                        }
                    }
                } label: {
                    Image(systemName: "chevron.compact.left")
                }
                .accessibilityLabel("Previous page") // [VERIFY] confirm label matches intent
                Button {
                    if pageIndex < lastPage {
                        pageIndex += 1
                    }
                } label: {
                    Image(systemName: "chevron.compact.right")
                }
                .accessibilityLabel("Next page") // [VERIFY] confirm label matches intent
            }
            HStack {
                Button {
                    currentPreset = (currentPreset + 1) % 12
                    loadPreset(currentPreset)
                } label: {
                    Image(systemName: "arrowtriangle.forward.fill")
                }
                .accessibilityLabel("Next preset") // [VERIFY] confirm label matches intent
            }
        }
    }

    func loadPreset(_ number: Int) {}
}
