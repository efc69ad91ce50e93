import SwiftUI

/// Views that are one accessibility element with a name already: by hand on the tapped view, or
/// in the code of the project view that is tapped. Only the button trait is missing; a label
/// guessed from the action would override theirs.
struct ForecastCard: View {
    let summary: String

    var body: some View {
        VStack {
            HStack {
                Image(systemName: "figure.walk")
                Text("8,204 steps")
            }
            .accessibilityElement(children: .combine)
            .onTapGesture { showActivity() }
            .accessibilityAddTraits(.isButton)

            VStack {
                Image(systemName: "cloud.sun")
                Image(systemName: "thermometer.medium")
            }
            .accessibilityElement(children: .ignore)
            .accessibilityLabel(summary)
            .onTapGesture { openForecast() }
            .accessibilityAddTraits(.isButton)

            QuotedNote(author: "Sam", excerpt: summary)
                .onTapGesture { jumpToNote() }
                .accessibilityAddTraits(.isButton)
        }
    }

    func showActivity() {}
    func openForecast() {}
    func jumpToNote() {}
}

/// Draws its text through another view of the project, which names the quote.
struct QuotedNote: View {
    let author: String
    let excerpt: String

    var body: some View {
        QuoteBubble(author: author, excerpt: excerpt)
            .padding(4)
    }
}

struct QuoteBubble: View {
    let author: String
    let excerpt: String

    var body: some View {
        HStack {
            Rectangle()
                .frame(width: 2)
            VStack(alignment: .leading) {
                Text(author)
                    .accessibilityLabel("Quoting \(author)")
                Text(excerpt)
            }
        }
        .accessibilityElement(children: .combine)
    }
}
