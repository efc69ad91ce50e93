import Testing

@testable import A11yFixCore

/// Words looked up through a project function given its keys' enum case (`rmbLocalized(.remove)`):
/// which calls count, and when the function is how the project looks its words up.
struct CaseKeyedLookupsTests {
    static func lookups(_ source: String) -> Set<String> {
        let bytes = Array(source.utf8)
        return CaseKeyedLookups(bytes: bytes, tokens: SwiftTokenScanner(bytes: bytes).tokens()).lookups()
    }

    @Test func callsOfAFunctionNamedForTranslatingGivenACase() {
        let found = Self.lookups(
            """
            func appLocalized(_ key: Words) -> String { "" }
            let a = appLocalized(.title)
            let b = Strings.localized(.done, 3)
            let c = name.localized(.upper)
            let d = padding(.horizontal)
            let e = tr(.close)
            """)
        #expect(found == ["appLocalized|title", "Strings.localized|done", "tr|close"])
    }

    static func index(_ sources: [String], catalog: [String: String]) -> ProjectIndex {
        ProjectIndex(
            entries: sources.map { FileIndexEntry(bytes: Array($0.utf8)) },
            stringCatalogs: [StringCatalog(texts: catalog)])
    }

    static let catalog = [
        "title": "Shelf", "removeButton": "Remove", "removeAlertButton": "Remove", "done": "Done", "archive": "Archive",
    ]

    @Test func aKeyTheFunctionIsHandedSaysTheWords() {
        let index = Self.index(
            ["let a = L.localized(.title)\nlet b = L.localized(.removeButton)\nlet c = L.localized(.done)\n"],
            catalog: Self.catalog)
        #expect(index.caseKeyedFunction == "L.localized")
        #expect(index.caseKeyedWords(for: "remove") == "L.localized(.removeButton)")
        #expect(index.caseKeyedWords(for: "Done") == "L.localized(.done)")
        #expect(index.caseKeyedWords(for: "Shelf!") == "L.localized(.title)")
        // A key no code hands the function may be no case of its enum.
        #expect(index.caseKeyedWords(for: "Archive") == nil)
    }

    @Test func aFileCountsForHowMostOfItsLookupsAreWritten() {
        let entry = FileIndexEntry(
            bytes: Array(
                """
                let a = localized(.title)
                let b = localized("menu.send")
                let c = "menu.done".localized
                """.utf8))
        #expect(entry.looksUpLiteralKeys && entry.caseKeyedLookups.isEmpty)
    }

    @Test func aFunctionFewerFilesCallThanLookUpLiteralKeysIsNotTheProjects() {
        let wrapper = "let a = appLocalized(.title)\nlet b = appLocalized(.done)\nlet c = appLocalized(.removeButton)\n"
        let foundation = #"let x = NSLocalizedString("title", comment: "")"#
        #expect(Self.index([wrapper, foundation, foundation], catalog: Self.catalog).caseKeyedFunction == nil)
        #expect(Self.index([wrapper, foundation], catalog: Self.catalog).caseKeyedFunction == nil)
        #expect(Self.index([wrapper, wrapper, foundation], catalog: Self.catalog).caseKeyedFunction == "appLocalized")
        // Two keys are too few to tell a translating function from any other.
        #expect(Self.index(["let a = tr(.title)\nlet b = tr(.done)\n"], catalog: Self.catalog).caseKeyedFunction == nil)
    }
}
