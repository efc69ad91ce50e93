import SwiftUI

/// A banner whose content a builder already makes one element with the button trait: a static
/// builder of another type, a builder of the same view, or the content written in place. A second
/// combined button around it would say it twice. A builder that only combines, without the trait,
/// is still reported: nothing says what its view is.
enum Warnings {
    @ViewBuilder
    static func storage() -> some View {
        HStack {
            Image(systemName: "externaldrive.badge.exclamationmark")
            Text("Storage is almost full")
        }
        .accessibilityElement(children: .combine)
        .accessibilityAddTraits(.isButton)
    }

    @ViewBuilder
    static func plain() -> some View {
        HStack {
            Image(systemName: "info.circle")
            Text("Sync paused")
        }
        .accessibilityElement(children: .combine)
    }
}

struct Banner<Content: View>: View {
    @ViewBuilder let content: Content

    var body: some View {
        HStack {
            content
            Spacer(minLength: 0)
        }
        .padding(12)
        .background(RoundedRectangle(cornerRadius: 8).fill(Color.yellow))
    }
}

struct WarningsList: View {
    let missed: Int

    var body: some View {
        VStack {
            Banner {
                Warnings.storage()
            }
            .onTapGesture { openStorage() }

            Banner {
                missedContent(count: missed)
            }
            .onTapGesture { openMissed() }

            VStack {
                HStack {
                    Image(systemName: "bell")
                    Text("Reminders")
                }
                .accessibilityElement(children: .combine)
                .accessibilityAddTraits(.isButton)
            }
            .onTapGesture { openReminders() }

            Banner {
                Warnings.plain()
            }
            .onTapGesture { openSync() }
        }
    }

    func missedContent(count: Int) -> some View {
        HStack {
            Image(systemName: "exclamationmark.triangle")
            Text("\(count) missed payments")
        }
        .accessibilityElement(children: .combine)
        .accessibilityAddTraits(.isButton)
    }

    func openStorage() {}
    func openMissed() {}
    func openReminders() {}
    func openSync() {}
}
