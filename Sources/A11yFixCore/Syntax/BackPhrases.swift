/// Generic "go back" action names (`.navigateBack`, `goBack()`) read as words: a control that
/// does one of them says "Back", the word VoiceOver users hear for it everywhere.
enum BackPhrases {
    static let all: Set<String> = ["Navigate back", "Go back", "Navigate up", "Pop back", "Back"]
}
