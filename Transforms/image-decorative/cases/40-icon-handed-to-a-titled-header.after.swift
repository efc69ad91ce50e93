import SwiftUI

/// An icon set's glyph handed to a row that draws it beside its title repeats the title: hidden, as
/// an SF Symbol beside its text is. A section's content is drawn below its title, not beside it, and
/// a picture that is no icon set's glyph may show what the title does not: both left alone here.
struct BackupSettings: View {
    var body: some View {
        Form {
            SettingsRow("Cloud Backups") {
                Image("cloud_sync_icon")
                    .resizable()
                    .frame(width: 16, height: 16)
                    .accessibilityHidden(true)
            }
            SettingsRow(title: "Keychain", detail: "On") {
                Image("key_glyph")
                    .accessibilityHidden(true)
            }
            Section("Old Files") {
                Image("archive_icon")
            }
            SettingsRow("Server") {
                Image("rack-photo")
            }
        }
    }
}

struct SettingsRow<Icon: View>: View {
    var title: String
    var detail: String?
    @ViewBuilder var icon: () -> Icon

    init(_ title: String, detail: String? = nil, @ViewBuilder icon: @escaping () -> Icon) {
        self.title = title
        self.detail = detail
        self.icon = icon
    }

    init(title: String, detail: String? = nil, @ViewBuilder icon: @escaping () -> Icon) {
        self.init(title, detail: detail, icon: icon)
    }

    var body: some View {
        HStack {
            icon().frame(width: 22)
            Text(title)
            if let detail { Text(detail).foregroundStyle(.secondary) }
        }
    }
}
