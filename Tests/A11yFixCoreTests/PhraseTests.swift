import A11yFixCore
import A11yFixSyntax
import A11yFixTestSupport
import Foundation
import Testing

@Suite struct SymbolPhraseTableTests {
    @Test func tableOnDiskParsesWithoutDuplicatesOrEmptyPhrases() throws {
        // `parse` rejects duplicate keys, empty phrases and malformed lines, naming the line.
        let text = try PackagePaths.read(PackagePaths.root.appendingPathComponent(SymbolPhraseTable.resourcePath))
        let table = try SymbolPhraseTable.parse(text)
        #expect(table.phrases.count >= 400)
        #expect(table.phrases.values.allSatisfy { !$0.isEmpty && $0 == $0.trimmingCharacters(in: .whitespaces) })
    }

    @Test func compiledTableIsTheOneOnDisk() throws {
        let text = try PackagePaths.read(PackagePaths.root.appendingPathComponent(SymbolPhraseTable.resourcePath))
        #expect(try SymbolPhraseTable.parse(text).phrases == SymbolPhraseTable.standard.phrases)
        #expect(try SymbolPhraseTable.parse(text).ambiguousSymbols == SymbolPhraseTable.standard.ambiguousSymbols)
    }

    /// A symbol used for several actions has a phrase on file but gives none to a control; the
    /// first entry on the variant chain decides, and the project's own word settles it.
    @Test func ambiguousSymbolsGiveNoPhrase() throws {
        let table = try SymbolPhraseTable.parse("checkmark\tDone\tambiguous\ncheckmark.seal\tVerified\ntrash\tDelete\n")
        #expect(table.phrase(for: "checkmark.circle.fill") == nil)
        #expect(table.isAmbiguous("checkmark.circle.fill"))
        #expect(table.phrase(for: "checkmark.seal.fill") == "Verified")
        #expect(!table.isAmbiguous("checkmark.seal"))
        #expect(!table.isAmbiguous("trash") && !table.isAmbiguous("unknown.symbol"))
        #expect(table.merging(["checkmark": "Save"]).phrase(for: "checkmark.circle") == "Save")
        #expect(throws: SymbolPhraseTable.ParseError.self) { try SymbolPhraseTable.parse("checkmark\tDone\tmaybe\n") }
        #expect(
            SymbolPhraseTable.standard.isAmbiguous("arrowshape.turn.up.left")
                && SymbolPhraseTable.standard.isAmbiguous("eye"))
    }

    @Test func parseRejectsDuplicatesAndEmptyPhrases() {
        #expect(throws: SymbolPhraseTable.ParseError(line: 3, reason: "duplicate symbol trash")) {
            try SymbolPhraseTable.parse("# c\ntrash\tDelete\ntrash\tRemove\n")
        }
        #expect(throws: SymbolPhraseTable.ParseError(line: 1, reason: "empty symbol or phrase")) {
            try SymbolPhraseTable.parse("trash\t \n")
        }
        #expect(throws: SymbolPhraseTable.ParseError.self) { try SymbolPhraseTable.parse("trash Delete\n") }
    }

    @Test(arguments: [
        ("square.and.arrow.up", "Share"), ("gearshape", "Settings"), ("trash", "Delete"), ("xmark", "Close"),
        ("plus", "Add"), ("magnifyingglass", "Search"), ("ellipsis.circle", "More"), ("square.and.pencil", "Compose"),
        ("chevron.left", "Back"), ("arrow.clockwise", "Refresh"), ("heart", "Favorite"), ("bell", "Notifications"),
        ("person.crop.circle", "Profile"), ("line.3.horizontal.decrease.circle", "Filter"), ("paperplane", "Send"),
        ("play.fill", "Play"), ("pause.fill", "Pause"),
    ])
    func requiredPhrases(symbol: String, phrase: String) {
        #expect(SymbolPhraseTable.standard.phrase(for: symbol) == phrase)
    }

    @Test func variantSuffixesAreStripped() {
        let table = SymbolPhraseTable(phrases: [
            "trash": "Delete", "person.crop.circle": "Profile", "bell.slash": "Notifications off",
        ])
        #expect(table.phrase(for: "trash.circle.fill") == "Delete")
        #expect(table.phrase(for: "trash.square") == "Delete")
        #expect(table.phrase(for: "trash.fill.badge.plus") == "Delete")
        #expect(table.phrase(for: "person.crop.circle.badge.checkmark") == "Profile")
        #expect(table.phrase(for: "bell.slash.fill") == "Notifications off")
        #expect(table.phrase(for: "bell") == nil)
        #expect(SymbolPhraseTable.baseName(of: "star.fill") == SymbolPhraseTable.baseName(of: "star"))
    }

    @Test func overridesWin() {
        let table = SymbolPhraseTable(phrases: ["trash": "Delete"]).merging(["trash": "Discard", "app.logo": "Home"])
        #expect(table.phrase(for: "trash.fill") == "Discard")
        #expect(table.phrase(for: "app.logo") == "Home")
    }

    /// A `system-reads` entry is what VoiceOver says by itself for that exact symbol; its variants
    /// and an entry the project overrides are not.
    @Test func systemReadingsAreExactAndYieldToTheProject() throws {
        let table = try SymbolPhraseTable.parse("plus\tAdd\tsystem-reads\nminus\tRemove\n")
        #expect(table.systemReading(of: "plus") == "Add")
        #expect(table.systemReading(of: "plus.circle") == nil)
        #expect(table.phrase(for: "plus.circle") == "Add")
        #expect(table.systemReading(of: "minus") == nil)
        #expect(table.merging(["plus": "New"]).systemReading(of: "plus") == nil)
        #expect(throws: SymbolPhraseTable.ParseError.self) { try SymbolPhraseTable.parse("plus\tAdd\tsystem\n") }
    }

    /// The system's reading serves for words that do what it says, never for another action.
    @Test func aReadingCoversOnlyWordsThatDoWhatItSays() throws {
        let table = try SymbolPhraseTable.parse("xmark\tClose\tsystem-reads\ntrash\tDelete\tsystem-reads\n")
        #expect(table.readingCovers("Dismiss", symbol: "xmark"))
        #expect(table.readingCovers("Present clear cache prompt", symbol: "trash"))
        #expect(!table.readingCovers("Remove attachment", symbol: "xmark"))
        #expect(!table.readingCovers("Close", symbol: "xmark.circle"))
    }
}

@Suite struct ReadableNameTests {
    @Test(arguments: [
        ("archiveAll", "Archive all"), ("didTapShare", "Share"), ("shareButtonTapped", "Share"),
        ("handleRefresh", "Refresh"), ("SettingsView", "Settings"), ("openURL", "Open URL"),
        ("showSettings", "Show settings"), ("toggleFavorite", "Favorite"), ("pressDelete", "Delete"),
    ])
    func actionNames(name: String, phrase: String) {
        #expect(ReadableName.phrase(forActionName: name) == phrase)
    }

    /// Names of the code, not of the control: a collection method, a state flag, a split platform name.
    /// `assistMicButtonAction` names a thing ("Assist mic"), not what the button does.
    @Test(arguments: [
        "append", "removeAll", "isMuted", "leadingSidebarIsCollapsed", "showiPadSecondaryColumn", "toggle",
        "assistMicButtonAction", "profileImage",
    ])
    func namesThatAreNotActions(name: String) {
        #expect(ReadableName.phrase(forActionName: name) == nil)
    }

    @Test(arguments: ["toggle", "action", "perform", "buttonTapped", "onTap", "begin"])
    func meaninglessActionNames(name: String) {
        #expect(ReadableName.phrase(forActionName: name) == nil)
    }

    @Test(arguments: ["wrappedValue", "selection", "selectedStop", "background", "value", "currentItem"])
    func storageNamesAreNoActions(name: String) {
        #expect(ReadableName.isStorageName(name))
    }

    @Test(arguments: ["openCart", "shareArticle", "selectAll"])
    func actionNamesAreNotStorage(name: String) {
        #expect(!ReadableName.isStorageName(name))
    }
}
