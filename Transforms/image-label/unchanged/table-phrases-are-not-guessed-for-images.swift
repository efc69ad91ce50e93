import SwiftUI

/// Standalone symbols whose meaning depends on the app: a sun that marks sunrise on a chart is not
/// "Brightness", a moon for sunset is not "Dark mode". Without the project's own words
/// (`symbols:` in .a11yfix.yml) the symbol keeps the system's description: no edit, no finding.
struct SunTimes: View {
    var body: some View {
        VStack {
            Image(systemName: "sun.max.fill")
            Image(systemName: "moon.fill")
            Image(systemName: "chevron.up.chevron.down")
        }
    }
}

/// Helpers that return only an image are building blocks: where they are used (beside the text
/// "Starred", say) decides whether they need a label, so they are left alone here.
struct FeedCounts: View {
    var body: some View {
        HStack {
            starredImage
            Text("Starred")
        }
    }

    var starredImage: some View {
        Image(systemName: "star.fill")
            .resizable()
            .frame(width: 14, height: 14)
    }
}

/// A brand mark in an empty state is decoration: asking for a label would be noise.
struct EmptyInbox: View {
    var body: some View {
        Image("company-logo")
    }
}

/// Helpers that choose an image in an `if` or `switch` are building blocks too: the row that
/// shows them is already one element with its own label and selected trait.
struct TaskRow: View {
    let isSelected: Bool

    var body: some View {
        HStack {
            selectionMark
            Text("Build")
        }
        .accessibilityElement(children: .ignore)
        .accessibilityLabel("Build")
        .accessibilityAddTraits(isSelected ? [.isSelected] : [])
    }

    private var selectionMark: some View {
        Group {
            if isSelected {
                Image(systemName: "checkmark")
            } else {
                Spacer()
            }
        }
    }
}

enum Metric {
    case boosts, replies

    var icon: Image {
        switch self {
        case .boosts: Image("rocket-fill")
        case .replies: Image(systemName: "at")
        }
    }
}
