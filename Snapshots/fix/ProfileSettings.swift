// Einstellungen — Profil 👤
// Profile and settings screen, presented modally from the account tab.

import SwiftUI

/// Backing state for the profile/settings screen.
@MainActor
final class ProfileSettingsViewModel: ObservableObject {
    @Published var displayName: String = "Jamie Müller"
    @Published var email: String = "jamie@example.com"
    @Published var notificationsEnabled = true
    @Published var isDarkMode = false
    @Published var photoCount = 0
    @Published var isSignedIn = true

    var initials: String {
        displayName
            .split(separator: " ")
            .compactMap { $0.first }
            .map(String.init)
            .joined()
    }

    func signOut() {
        isSignedIn = false
    }

    func addPhoto() {
        photoCount += 1
    }
}

struct ProfileSettings: View {
    @StateObject private var viewModel = ProfileSettingsViewModel()
    @Environment(\.dismiss) private var dismiss
    @State private var isEditingProfile = false
    @State private var showsHelp = false

    var body: some View {
        NavigationStack {
            Form {
                Section {
                    ProfileHeader(
                        name: viewModel.displayName,
                        email: viewModel.email,
                        initials: viewModel.initials,
                        onEdit: { isEditingProfile = true }
                    )
                }

                Section("Preferences") {
                    Toggle("Notifications", isOn: $viewModel.notificationsEnabled)
                    HStack {
                        Text("Appearance")
                        Spacer()
                        Toggle(isOn: $viewModel.isDarkMode) {
                            Image(systemName: "moon")
                        }
                        .fixedSize()
                    }
                }

                Section("Library") {
                    HStack { Text("Photos"); Spacer(); Button(action: addPhoto) { Image(systemName: "plus") }
                        .accessibilityLabel("Add photo") // [VERIFY] confirm label matches intent
                    }
                    LabeledContent("Uploaded", value: "\(viewModel.photoCount)")
                }

                Section {
                    HStack {
                        Text("Need a hand?")
                        Spacer()
                        Button {
                            showsHelp = true
                        } label: {
                            Label("Help", systemImage: "questionmark.circle")
                                .labelStyle(.iconOnly)
                        }
                    }
                }

                Section {
                    HStack {
                        Text("Sign Out")
                            .foregroundStyle(.red)
                        Spacer()
                        Button(action: signOut, label: { Image(systemName: "rectangle.portrait.and.arrow.right") })
                            .tint(.red)
                            .accessibilityLabel("Sign out") // [VERIFY] confirm label matches intent
                    }
                }
            }
            .navigationTitle("Settings")
            .navigationBarTitleDisplayMode(.inline)
            .toolbar {
                ToolbarItem(placement: .cancellationAction) {
                    Button {
                        dismiss()
                    } label: {
                        Image(systemName: "xmark")
                            .font(.title2)
                            .foregroundStyle(.secondary)
                    }
                    .accessibilityLabel("Cancel") // [VERIFY] confirm label matches intent
                }
            }
            .sheet(isPresented: $isEditingProfile) {
                Text("Edit Profile")
            }
            .alert("Help", isPresented: $showsHelp) {
                Button("OK", role: .cancel) {}
            } message: {
                Text("Visit support.example.com for FAQs and contact options.")
            }
        }
        .preferredColorScheme(viewModel.isDarkMode ? .dark : nil)
    }

    // MARK: - Actions

    private func signOut() {
        viewModel.signOut()
        dismiss()
    }

    private func addPhoto() {
        viewModel.addPhoto()
    }
}

/// Avatar, name and e-mail with an edit affordance.
struct ProfileHeader: View {
    let name: String
    let email: String
    let initials: String
    var onEdit: () -> Void

    var body: some View {
        HStack(spacing: 16) {
            Text(initials)
                .font(.title.bold())
                .foregroundStyle(.white)
                .frame(width: 64, height: 64)
                .background(Circle().fill(.teal))

            VStack(alignment: .leading, spacing: 2) {
                Text(name)
                    .font(.headline)
                Text(email)
                    .font(.subheadline)
                    .foregroundStyle(.secondary)
            }

            Spacer()

            Button(action: onEdit) {
                Image(systemName: "pencil")
            }
            .buttonStyle(.bordered)
            .clipShape(Circle())
            .accessibilityLabel("Edit") // [VERIFY] confirm label matches intent
        }
        .padding(.vertical, 8)
    }
}

#Preview {
    ProfileSettings()
}
