import SwiftUI

/// Folding a view that holds a control into one accessibility element hides the control from
/// VoiceOver: the submit button, the toggle inside a project row and the inner tap target
/// become unreachable. Each place is reported with the control it holds.
struct WordEntry: View {
    @State private var word = ""
    @State private var isOn = false

    var body: some View {
        VStack {
            HStack {
                Text(word)
                Button("Submit") { submit() }
            }
            .onTapGesture { selectWord() }

            SwitchRow(title: "Sync", isOn: $isOn)
                .onTapGesture { openDetails() }

            HStack {
                Image(systemName: "heart")
                    .onTapGesture { like() }
                    .accessibilityAddTraits(.isButton)
                    .accessibilityLabel("Like") // [VERIFY] confirm label matches intent
                Text("Likes")
            }
            .onTapGesture { showLikes() }
        }
    }

    func submit() {}
    func selectWord() {}
    func openDetails() {}
    func like() {}
    func showLikes() {}
}

struct SwitchRow: View {
    let title: String
    @Binding var isOn: Bool

    var body: some View {
        Toggle(title, isOn: $isOn)
    }
}
