import SwiftUI

struct InboxList: View {
    @ScaledMetric(relativeTo: .largeTitle) private var largeTitleFontSize: CGFloat = 34
    let subjects: [String]

    struct Row: View {
        @ScaledMetric(relativeTo: .subheadline) private var subheadlineFontSize: CGFloat = 15
        let subject: String

        var body: some View {
            Text(subject)
                .font(.system(size: subheadlineFontSize))
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
                    .font(.system(size: largeTitleFontSize, weight: .bold))
            }
        }
    }
}
