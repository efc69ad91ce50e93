import SwiftUI

struct InboxList: View {
    let subjects: [String]

    struct Row: View {
        let subject: String

        var body: some View {
            Text(subject)
                .font(.system(size: 15))
        }
    }

    var body: some View {
        List {
            Section {
                ForEach(subjects, id: \.self) { subject in
                    Row(subject: subject)
                }
            } header: {
                Text("Inbox")
                    .font(.system(size: 34, weight: .bold))
            }
        }
    }
}
