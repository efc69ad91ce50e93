import SwiftUI

/// Words the control's own code says: a plus or minus whose action adds or takes one steps the
/// value ("Increase", "Decrease"); a callback named only for "more" opens the overflow menu
/// ("More options"); a help text that follows the state through nested conditions is mirrored
/// whole; a glyph that follows a two-case style follows it in the label too.
struct AmountField: View {
    @Binding var amount: String

    var body: some View {
        HStack {
            Button(action: {
                let value = (Int(amount) ?? 1) - 1
                amount = String(value)
            }, label: {
                Image("minus")
            })
            .accessibilityLabel("Decrease") // [VERIFY] confirm label matches intent
            TextField("Amount", text: $amount)
            Button {
                amount = String((Int(amount) ?? 0) + 1)
            } label: {
                Image(systemName: "plus.circle")
            }
            .accessibilityLabel("Increase") // [VERIFY] confirm label matches intent
        }
    }
}

struct MemberRow: View {
    let name: String
    let onMoreTap: (String) -> Void

    var body: some View {
        HStack {
            Text(name)
            Spacer()
            Button {
                onMoreTap(name)
            } label: {
                Image("overflowIcon")
            }
            .accessibilityLabel("More options") // [VERIFY] confirm label matches intent
        }
    }
}

struct PageRow: View {
    let isHidden: Bool
    let isStartPage: Bool
    let toggle: () -> Void

    var body: some View {
        Button(action: { toggle() }) {
            Image(systemName: isHidden ? "eye.slash.fill" : "eye.fill")
        }
        .help(isHidden ? "Show page" : (isStartPage ? "Cannot hide the start page" : "Hide page"))
        .accessibilityLabel(isHidden ? "Show page" : (isStartPage ? "Cannot hide the start page" : "Hide page")) // [VERIFY] confirm label matches intent
    }
}

struct StepButton: View {
    enum Style: String {
        case plus
        case minus
    }

    let style: Style
    let action: () -> Void

    var body: some View {
        Button(action: action) {
            Image(systemName: style.rawValue)
                .frame(width: 24, height: 24)
        }
        .buttonStyle(.borderless)
        .accessibilityLabel(style == .plus ? "Add" : "Remove") // [VERIFY] confirm label matches intent
    }
}

/// A helper named for its button, drawing one glyph a constant names: the helper's name names it.
struct ReportToolbar: View {
    @State private var isShowingActivity = false

    var body: some View {
        shareButton
    }

    private var shareButton: some View {
        Button(action: { isShowingActivity = true }) {
            Image(Constants.shareImage)
        }
        .accessibilityLabel("Share") // [VERIFY] confirm label matches intent
    }
}

enum Constants {
    static let shareImage = "Share-24"
}
