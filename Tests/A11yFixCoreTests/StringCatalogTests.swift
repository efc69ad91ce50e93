import A11yFixCore
import Foundation
import Testing

/// The project's string tables: what is read from them, and which key a new label may use.
@Suite struct StringCatalogTests {
    let catalogue = #"""
        {
          "sourceLanguage" : "en",
          "strings" : {
            "Done" : { },
            "action.delete" : { "localizations" : { "en" : { "stringUnit" : { "state" : "translated", "value" : "Delete" } } } },
            "mail.action.delete" : { "localizations" : { "en" : { "stringUnit" : { "state" : "translated", "value" : "Delete" } } } },
            "mail.title" : { "localizations" : { "en" : { "stringUnit" : { "state" : "translated", "value" : "Mail" } } } },
            "count.unread" : { "localizations" : { "en" : { "stringUnit" : { "state" : "translated", "value" : "%lld unread" } } } },
            "count.messages" : { "localizations" : { "en" : { "variations" : { "plural" : { } } } } },
            "brand.name" : { "shouldTranslate" : false }
          },
          "version" : "1.0"
        }
        """#

    @Test func aStringCatalogGivesPlainEnglishTextsOnly() throws {
        let texts = try StringCatalog(xcstrings: Array(catalogue.utf8)).texts
        // A key without a source-language unit is its own text; format strings, plural
        // variations and strings that are never translated are left out.
        #expect(
            texts == ["Done": "Done", "action.delete": "Delete", "mail.action.delete": "Delete", "mail.title": "Mail"])
    }

    @Test func aCatalogueInAnotherSourceLanguageSaysNothing() throws {
        let german = #"{ "sourceLanguage" : "de", "strings" : { "aktion.loeschen" : { } } }"#
        #expect(try StringCatalog(xcstrings: Array(german.utf8)).texts.isEmpty)
    }

    @Test func aStringsFileIsReadInUTF8AndUTF16() throws {
        let text = "/* Reload */\n\"feed.refresh\" = \"Refresh\";\n\"feed.title\" = \"Feed\";\n"
        #expect(
            try StringCatalog(stringsFile: Array(text.utf8)).texts == ["feed.refresh": "Refresh", "feed.title": "Feed"])
        let utf16 = [UInt8](text.data(using: .utf16)!)
        #expect(try StringCatalog(stringsFile: utf16).texts == ["feed.refresh": "Refresh", "feed.title": "Feed"])
    }

    @Test func aCatalogIsReadAsJSONWhateverItsLayout() throws {
        // Escapes, a surrogate pair, other languages' units (arrays, numbers, nulls) skipped,
        // `sourceLanguage` after `strings`, a byte order mark: all as JSON says.
        let text =
            "\u{FEFF}" + #"""
                {"version":1.0,"strings":{
                  "quote.\"x\"":{"localizations":{"fr":{"stringUnit":{"value":"Non [ { \" \\"}},"en":{"stringUnit":{"value":"Say \"hi\"\t\u00e9\ud83d\ude00"}}}},
                  "list":{"extractionState":"manual","comment":null,"sizes":[1,2.5e3,[true]],"localizations":{"en-GB":{"stringUnit":{"state":"new","value":"Colour"}}}}
                },"sourceLanguage":"en-GB"}
                """#
        let texts = try StringCatalog(xcstrings: Array(text.utf8)).texts
        #expect(texts == [#"quote."x""#: "quote.\"x\"", "list": "Colour"])
        let english = text.replacingOccurrences(of: "en-GB\"}", with: "en\"}")
        #expect(
            try StringCatalog(xcstrings: Array(english.utf8)).texts == [
                "quote.\"x\"": "Say \"hi\"\t\u{E9}\u{1F600}", "list": "list",
            ])
    }

    @Test func brokenTablesThrowAReason() {
        #expect(throws: StringCatalogError.self) { try StringCatalog(xcstrings: Array("{ not json".utf8)) }
        #expect(throws: StringCatalogError.self) {
            try StringCatalog(xcstrings: Array(#"{ "strings" : { "a" : { } }"#.utf8))
        }
        #expect(throws: StringCatalogError.self) { try StringCatalog(xcstrings: Array(#"{ "strings" : { } } }"#.utf8)) }
        #expect(throws: StringCatalogError.self) { try StringCatalog(xcstrings: Array(#"{ "version" : "1.0" }"#.utf8)) }
        #expect(throws: StringCatalogError.self) { try StringCatalog(stringsFile: Array("\"a\" = ;".utf8)) }
    }

    @Test func onlyDefaultTablesCount() {
        #expect(StringCatalog.isDefaultTable(path: "App/Resources/Localizable.xcstrings"))
        #expect(StringCatalog.isDefaultTable(path: "App/en.lproj/Localizable.strings"))
        #expect(StringCatalog.isDefaultTable(path: "App/Base.lproj/Localizable.strings"))
        #expect(!StringCatalog.isDefaultTable(path: "App/fr.lproj/Localizable.strings"))
        #expect(!StringCatalog.isDefaultTable(path: "App/en.lproj/InfoPlist.strings"))
        #expect(!StringCatalog.isDefaultTable(path: "App/Settings.xcstrings"))
    }

    @Test func aKeyIsChosenOnlyWhereTheFileUsesKeysAndTheChoiceIsClear() throws {
        let index = ProjectIndex(entries: [], stringCatalogs: [try StringCatalog(xcstrings: Array(catalogue.utf8))])
        // A file of English literals: the table may be another module's, so no key.
        #expect(index.catalogKey(for: "Delete", usedLiterals: ["Mail", "Inbox"]) == nil)
        // A file that keys its words: the namespace it uses wins, else the one shallowest key.
        #expect(index.catalogKey(for: "Delete", usedLiterals: ["mail.title"]) == "mail.action.delete")
        #expect(
            index.catalogKey(
                for: "Delete", usedLiterals: ["other.key", "action.delete.confirm", "count.unread", "x.y"]) == nil)
        #expect(index.catalogKey(for: "delete", usedLiterals: ["mail.title"]) == "mail.action.delete")
        let shallow = ProjectIndex(
            entries: [],
            stringCatalogs: [StringCatalog(texts: ["a.delete": "Delete", "b.c.delete": "Delete", "b.title": "B"])])
        // The feature the file uses
        #expect(shallow.catalogKey(for: "Delete", usedLiterals: ["b.title"]) == "b.c.delete")
        // The key it uses
        #expect(shallow.catalogKey(for: "Delete", usedLiterals: ["x.title", "a.delete"]) == "a.delete")
        let otherScreen = ProjectIndex(
            entries: [], stringCatalogs: [StringCatalog(texts: ["report.action.send": "Send", "status.title": "Post"])])
        #expect(otherScreen.catalogKey(for: "Send", usedLiterals: ["status.title"]) == nil)  // another screen's key
        let tie = ProjectIndex(
            entries: [],
            stringCatalogs: [StringCatalog(texts: ["a.delete": "Delete", "b.delete": "Delete", "c.title": "C"])])
        #expect(tie.catalogKey(for: "Delete", usedLiterals: ["c.title"]) == nil)  // two at the same depth: a guess
        // Case, spaces and punctuation aside: "Log Out" is the phrase "Logout".
        let spaced = ProjectIndex(
            entries: [],
            stringCatalogs: [StringCatalog(texts: ["account.logout": "Log Out Account", "account.title": "Account"])])
        #expect(spaced.catalogKey(for: "Logout account", usedLiterals: ["account.title"]) == "account.logout")
        // A natural-language key already is the literal; a phrase no key holds gets none.
        #expect(index.catalogKey(for: "Done", usedLiterals: ["mail.title"]) == nil)
        #expect(index.catalogKey(for: "Archive", usedLiterals: ["mail.title"]) == nil)
    }

    @Test func theTablesAreInTheIndexFingerprint() throws {
        let without = ProjectIndex(entries: [])
        let with = ProjectIndex(entries: [], stringCatalogs: [StringCatalog(texts: ["a.delete": "Delete"])])
        let other = ProjectIndex(entries: [], stringCatalogs: [StringCatalog(texts: ["a.remove": "Delete"])])
        #expect(without.fingerprint != with.fingerprint)
        #expect(with.fingerprint != other.fingerprint)
        // "Delete" as its own key, or as the key of the text "delete": the same words, another choice.
        let natural = ProjectIndex(entries: [], stringCatalogs: [StringCatalog(texts: ["Delete": "Delete"])])
        let symbolic = ProjectIndex(entries: [], stringCatalogs: [StringCatalog(texts: ["Delete": "delete"])])
        #expect(natural.fingerprint != symbolic.fingerprint)
    }

    /// A catalog as Xcode writes it: two-space indent, `" : "`, a key with escapes.
    static let xcodeLayout = """
        {
          "sourceLanguage" : "en",
          "strings" : {
            "Done" : {

            },
            "quote \\"x\\" \\\\ y" : {
              "comment" : "c",
              "localizations" : {
                "en" : {
                  "stringUnit" : {
                    "state" : "translated",
                    "value" : "Quote"
                  }
                }
              }
            }
          },
          "version" : "1.0"
        }
        """

    @Test func oneReadOfACatalogGivesWhatTheReadAndTheLayoutProbeGave() throws {
        let oneLine = #"{ "sourceLanguage" : "en", "strings" : { "Done" : { } } }"#
        let cases: [(path: String, text: String)] = [
            ("/p/Localizable.xcstrings", Self.xcodeLayout), ("/p/Localizable.xcstrings", oneLine),
            ("/p/Localizable.xcstrings", #"{ "sourceLanguage" : "fr", "strings" : { } }"#),
            ("/p/en.lproj/Localizable.strings", "\"a\" = \"A\";\n"),
        ]
        for (path, text) in cases {
            let bytes = Array(text.utf8)
            // The two steps a run took before: read the table, then try adding an entry to it.
            var expected = try StringCatalog(path: path, bytes: bytes)
            if expected.isCatalog {
                let probe = TableEntry(table: path, key: "\u{1}a11yfix probe", value: "", comment: "")
                do { _ = try StringTableEditor.adding([probe], to: bytes, path: path) } catch {
                    expected.layoutProblem = "\(error)"
                }
            }
            #expect(try StringCatalog(probingLayoutOf: path, bytes: bytes) == expected)
        }
        let layout = try StringCatalog(probingLayoutOf: "/p/Localizable.xcstrings", bytes: Array(Self.xcodeLayout.utf8))
        #expect(layout.layoutProblem == nil)
        #expect(layout.texts == ["Done": "Done", #"quote "x" \ y"#: "Quote"])
        let flat = try StringCatalog(probingLayoutOf: "/p/Localizable.xcstrings", bytes: Array(oneLine.utf8))
        #expect(flat.layoutProblem != nil)
        #expect(throws: (any Error).self) {
            try StringCatalog(probingLayoutOf: "/p/Localizable.xcstrings", bytes: Array("{ ".utf8))
        }
    }

    /// The result cache keeps a table as read: decoding gives back the same table, and bytes of
    /// another codec version or cut short give none (the table is read again).
    @Test func aTableAsReadSurvivesTheCacheEncoding() throws {
        let oneLine = #"{ "sourceLanguage" : "en", "strings" : { "Done" : { } } }"#
        let cases: [(path: String, text: String)] = [
            ("/p/Localizable.xcstrings", Self.xcodeLayout), ("/p/Localizable.xcstrings", oneLine),
            ("/p/Localizable.xcstrings", #"{ "sourceLanguage" : "fr", "strings" : { } }"#),
            ("/p/en.lproj/Localizable.strings", "\"a\" = \"A\";\n"),
        ]
        for (path, text) in cases {
            let table = try StringCatalog(probingLayoutOf: path, bytes: Array(text.utf8))
            let encoded = table.encoded()
            #expect(StringCatalog(encoded: encoded, path: path) == table)
            #expect(StringCatalog(encoded: Array(encoded.dropLast()), path: path) == nil)
            #expect(StringCatalog(encoded: [0] + encoded.dropFirst(), path: path) == nil)
        }
        let failed = StringCatalog(path: "/p/Localizable.xcstrings", failure: "not JSON")
        #expect(StringCatalog(encoded: failed.encoded(), path: failed.path) == failed)
    }

    /// A sparse source table: the translations' keys that read as words are their own English text;
    /// names (`player.dismiss`, `doneButton`) and keys the source table has say nothing new.
    @Test func keysOnlyTheTranslationsHoldAreEnglishWhenTheyReadAsWords() throws {
        var table = try StringCatalog(stringsFile: Array("\"WelcomeText\" = \"Pick a song.\";\n".utf8))
        table.addKeysOnlyTranslated([
            "Dismiss", "Select an Action", "OK", "WelcomeText", "player.dismiss", "doneButton",
        ])
        #expect(
            table.texts == [
                "WelcomeText": "Pick a song.", "Dismiss": "Dismiss", "Select an Action": "Select an Action", "OK": "OK",
            ])
    }
}
