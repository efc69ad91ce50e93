import SwiftUI

/// A single message shown in the inbox.
struct MailMessage: Identifiable, Hashable {
    let id: UUID
    var sender: String
    var subject: String
    var preview: String
    var receivedAt: Date
    var isUnread: Bool
    var isStarred: Bool
}

/// Filters the user can apply from the toolbar.
enum InboxFilter: String, CaseIterable {
    case all = "All"
    case unread = "Unread"
    case starred = "Starred"
}

/// Placeholder settings screen reached from the inbox toolbar.
struct SettingsView: View {
    var body: some View {
        Text("Settings")
            .navigationTitle("Settings")
    }
}

/// The main inbox screen: a searchable list of messages.
struct InboxScreen: View {
    @State private var messages: [MailMessage] = MailMessage.samples
    @State private var searchText = ""
    @State private var filter: InboxFilter = .all
    @State private var isComposing = false
    @State private var showsFilterSheet = false

    private var visibleMessages: [MailMessage] {
        messages.filter { message in
            switch filter {
            case .all: return true
            case .unread: return message.isUnread
            case .starred: return message.isStarred
            }
        }
        .filter { searchText.isEmpty || $0.subject.localizedCaseInsensitiveContains(searchText) }
    }

    var body: some View {
        NavigationStack {
            List {
                ForEach(visibleMessages) { message in
                    MessageRow(message: message) {
                        toggleStar(message)
                    }
                    .swipeActions(edge: .trailing) {
                        Button(role: .destructive) {
                            delete(message)
                        } label: {
                            Image(systemName: "trash")
                        }
                        Button("Archive") {
                            archive(message)
                        }
                        .tint(.indigo)
                    }
                    .swipeActions(edge: .leading) {
                        Button {
                            toggleRead(message)
                        } label: {
                            Image(systemName: message.isUnread ? "envelope.open" : "envelope.badge")
                        }
                        .accessibilityLabel(message.isUnread ? "Mark as Read" : "Mark as Unread")
                        .tint(.blue)
                    }
                }
            }
            .listStyle(.plain)
            .searchable(text: $searchText, prompt: "Search mail")
            .navigationTitle("Inbox")
            .toolbar {
                ToolbarItem(placement: .topBarLeading) {
                    NavigationLink(destination: SettingsView()) {
                        Image(systemName: "gearshape")
                    }
                    .accessibilityLabel("Settings") // [VERIFY] confirm label matches intent
                }
                ToolbarItemGroup(placement: .topBarTrailing) {
                    Button {
                        showsFilterSheet = true
                    } label: {
                        Image(systemName: "line.3.horizontal.decrease.circle")
                    }
                    .accessibilityLabel("Filter") // [VERIFY] confirm label matches intent

                    Menu {
                        Button("Mark All as Read") { markAllRead() }
                        Button("Select Messages") {}
                        Divider()
                        Button("Empty Trash", role: .destructive) {}
                    } label: {
                        Image(systemName: "ellipsis.circle")
                    }

                    Button(action: { isComposing = true }) {
                        Image(systemName: "square.and.pencil")
                    }
                    .accessibilityLabel("Compose") // [VERIFY] confirm label matches intent
                }
            }
            .sheet(isPresented: $isComposing) {
                Text("New Message")
            }
            .confirmationDialog("Filter", isPresented: $showsFilterSheet) {
                ForEach(InboxFilter.allCases, id: \.self) { option in
                    Button(option.rawValue) { filter = option }
                }
            }
        }
    }

    // MARK: - Actions

    private func toggleStar(_ message: MailMessage) {
        guard let index = messages.firstIndex(of: message) else { return }
        messages[index].isStarred.toggle()
    }

    private func toggleRead(_ message: MailMessage) {
        guard let index = messages.firstIndex(of: message) else { return }
        messages[index].isUnread.toggle()
    }

    private func archive(_ message: MailMessage) {
        messages.removeAll { $0.id == message.id }
    }

    private func delete(_ message: MailMessage) {
        messages.removeAll { $0.id == message.id }
    }

    private func markAllRead() {
        for index in messages.indices {
            messages[index].isUnread = false
        }
    }
}

/// One row in the inbox list.
struct MessageRow: View {
    let message: MailMessage
    var onToggleStar: () -> Void

    var body: some View {
        HStack(alignment: .top, spacing: 10) {
            // Unread indicator
            Circle()
                .fill(message.isUnread ? Color.blue : Color.clear)
                .frame(width: 10, height: 10)
                .padding(.top, 6)

            VStack(alignment: .leading, spacing: 2) {
                HStack {
                    Text(message.sender)
                        .font(.headline)
                    Spacer()
                    Text(message.receivedAt, style: .time)
                        .font(.caption)
                        .foregroundStyle(.secondary)
                }
                Text(message.subject)
                    .font(.subheadline)
                    .lineLimit(1)
                Text(message.preview)
                    .font(.footnote)
                    .foregroundStyle(.secondary)
                    .lineLimit(2)
            }

            Button(action: onToggleStar) {
                Image(systemName: message.isStarred ? "star.fill" : "star")
                    .foregroundStyle(message.isStarred ? .yellow : .gray)
            }
            .buttonStyle(.borderless)
            .accessibilityLabel("Star") // [VERIFY] confirm label matches intent
        }
        .padding(.vertical, 4)
    }
}

extension MailMessage {
    static let samples: [MailMessage] = [
        MailMessage(id: UUID(), sender: "Ana Torres", subject: "Quarterly report", preview: "Hi team, attached is the draft of the Q3 report.", receivedAt: .now, isUnread: true, isStarred: false),
        MailMessage(id: UUID(), sender: "Ben Okafor", subject: "Lunch on Friday?", preview: "Are you free for lunch this Friday around noon?", receivedAt: .now.addingTimeInterval(-3600), isUnread: false, isStarred: true),
        MailMessage(id: UUID(), sender: "Design Weekly", subject: "Issue #214", preview: "This week: accessible color palettes and more.", receivedAt: .now.addingTimeInterval(-86_400), isUnread: true, isStarred: false),
    ]
}

#Preview {
    InboxScreen()
}
