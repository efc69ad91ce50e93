import Foundation
import Testing

@testable import A11yFixCore

/// Entries added to string tables as their tools write them: every byte outside the new entry
/// unchanged, a key the table has never added twice, a table that does not parse refused whole.
@Suite struct StringTableEditorTests {
    static func entry(_ key: String, _ value: String, table: String = "Localizable.xcstrings") -> TableEntry {
        TableEntry(table: table, key: key, value: value, comment: "Accessibility label; [VERIFY]")
    }

    static let catalog = """
        {
          "sourceLanguage" : "en",
          "strings" : {
            "item10" : {

            },
            "Item2" : {
              "comment" : "A/B",
              "localizations" : {
                "de" : {
                  "stringUnit" : {
                    "state" : "translated",
                    "value" : "Eintrag"
                  }
                }
              }
            }
          },
          "version" : "1.0"
        }
        """

    static func block(_ key: String, _ value: String, comma: Bool) -> String {
        """
            "\(key)" : {
              "comment" : "Accessibility label; [VERIFY]",
              "extractionState" : "manual",
              "localizations" : {
                "en" : {
                  "stringUnit" : {
                    "state" : "translated",
                    "value" : "\(value)"
                  }
                }
              }
            }\(comma ? "," : "")

        """
    }

    /// New keys go where the catalog's own order puts them (here case-insensitive: "item10" before
    /// "Item2", which neither code points nor Finder's number order allow), first and last.
    @Test func catalogEntriesGoInTheCatalogsOrder() throws {
        let output = try #require(
            try StringTableEditor.adding(
                [Self.entry("Zebra", "Zebra"), Self.entry("Apple", "Apple"), Self.entry("item5", "Item 5")],
                to: Array(Self.catalog.utf8), path: "Localizable.xcstrings"))
        var expected = Self.catalog.replacingOccurrences(
            of: "    \"item10\" : {", with: Self.block("Apple", "Apple", comma: true) + "    \"item10\" : {")
        expected = expected.replacingOccurrences(
            of: "      }\n    }\n  },",
            with: "      }\n    },\n" + Self.block("item5", "Item 5", comma: true)
                + Self.block("Zebra", "Zebra", comma: false) + "  },")
        #expect(String(decoding: output, as: UTF8.self) == expected)
        // A second run adds nothing.
        #expect(try StringTableEditor.adding([Self.entry("Apple", "Apple")], to: output, path: "a.xcstrings") == nil)
        let read = try StringCatalog(xcstrings: output)
        #expect(read.texts["item5"] == "Item 5")
    }

    @Test func anEmptyCatalogTakesItsFirstEntry() throws {
        let empty = "{\n  \"sourceLanguage\" : \"en\",\n  \"strings\" : {\n\n  },\n  \"version\" : \"1.0\"\n}"
        let output = try #require(
            try StringTableEditor.adding([Self.entry("Share", "Share")], to: Array(empty.utf8), path: "L.xcstrings"))
        #expect(
            String(decoding: output, as: UTF8.self)
                == empty.replacingOccurrences(
                    of: "{\n\n  }", with: "{\n" + Self.block("Share", "Share", comma: false) + "  }"))
    }

    @Test func aCatalogNotInXcodesLayoutOrNotParsingIsRefused() {
        let compact = #"{"sourceLanguage":"en","strings":{"A":{}},"version":"1.0"}"#
        #expect(throws: StringCatalogError.self) {
            try StringTableEditor.adding([Self.entry("B", "B")], to: Array(compact.utf8), path: "L.xcstrings")
        }
        #expect(throws: (any Error).self) {
            try StringTableEditor.adding(
                [Self.entry("B", "B")], to: Array("{ \"strings\" : ".utf8), path: "L.xcstrings")
        }
    }

    /// A `.strings` file gets the entry at its end with a comment line above it, separated as its
    /// entries are; UTF-16 files stay UTF-16.
    @Test func stringsEntriesGoLastWithTheirComment() throws {
        let spaced = "/* Title */\n\"inbox.title\" = \"Inbox\";\n"
        let output = try #require(
            try StringTableEditor.adding(
                [Self.entry("inbox.archive", "Arch\"ive", table: "Localizable.strings")], to: Array(spaced.utf8),
                path: "en.lproj/Localizable.strings"))
        #expect(
            String(decoding: output, as: UTF8.self)
                == spaced + "/* Accessibility label; [VERIFY] */\n\"inbox.archive\" = \"Arch\\\"ive\";\n")
        #expect(
            try StringTableEditor.adding(
                [Self.entry("inbox.archive", "Archive")], to: output, path: "en.lproj/Localizable.strings") == nil)

        let utf16 = [UInt8]([0xFF, 0xFE]) + [UInt8]("\"a\" = \"A\";\n\n".data(using: .utf16LittleEndian)!)
        let added = try #require(
            try StringTableEditor.adding([Self.entry("b", "B")], to: utf16, path: "en.lproj/Localizable.strings"))
        #expect(added.starts(with: [0xFF, 0xFE]))
        #expect(
            String(data: Data(added.dropFirst(2)), encoding: .utf16LittleEndian)
                == "\"a\" = \"A\";\n\n/* Accessibility label; [VERIFY] */\n\"b\" = \"B\";\n")
        #expect(throws: StringCatalogError.self) {
            try StringTableEditor.adding([Self.entry("b", "B")], to: Array("\"a\" = ".utf8), path: "x.strings")
        }
    }

    /// A catalog in another source language than the label phrases' English takes no entry, nor
    /// does a table that does not parse: both say why, naming the file.
    @Test func aForeignOrBrokenTableRefusesEntries() throws {
        let german = #"{ "sourceLanguage" : "de", "strings" : { "Schließen" : { } } }"#
        var catalog = try StringCatalog(xcstrings: Array(german.utf8))
        catalog.path = "/p/App/Localizable.xcstrings"
        #expect(
            catalog.refusal == "App/Localizable.xcstrings's source language is de, not the English of the label phrases"
        )
        let broken = StringCatalog(path: "/p/App/en.lproj/Localizable.strings", failure: "not a strings file")
        #expect(broken.refusal == "en.lproj/Localizable.strings does not parse (not a strings file)")
        #expect(
            try StringCatalog(path: "/p/en.lproj/Localizable.strings", bytes: Array("\"a\" = \"A\";".utf8)).refusal
                == nil)
    }

    /// The table nearest a folder serves it; another module's, or a tie, serves nobody.
    @Test func theNearestTableServesAFolder() {
        let tables = ["/p/Core/Strings/en.lproj/Localizable.strings", "/p/App/Localizable.xcstrings"]
        #expect(NewStringTable.nearest(to: "/p/Core/Screens", among: tables, root: "/p") == tables[0])
        #expect(NewStringTable.nearest(to: "/p/App/Views/Deep", among: tables, root: "/p") == tables[1])
        #expect(NewStringTable.nearest(to: "/p/Widget", among: tables, root: "/p") == nil)
        #expect(NewStringTable.nearest(to: "/p/Widget", among: ["/p/en.lproj/Localizable.strings"], root: "/p") != nil)
    }

    /// New keys follow the table's style; a key whose name says the phrase is found by its words.
    @Test func keysFollowTheTablesStyle() {
        let dotted = NewStringTable(
            path: "t", isCatalog: false, texts: ["map.title": "Map", "map.center_user_location": "Center map"])
        #expect(dotted.newKey(for: "Zoom in", namespace: "map") == "map.zoom_in")
        #expect(dotted.newKey(for: "Zoom in", namespace: nil) == "accessibility.zoom_in")
        #expect(dotted.keyNaming("Center on user location") == "map.center_user_location")
        #expect(dotted.keyNaming("Center") == nil)
        let camel = NewStringTable(path: "t", isCatalog: true, texts: ["closeButton": "Close", "shareAction": "Share"])
        #expect(camel.newKey(for: "Zoom in", namespace: nil) == "zoomIn")
        // `Generic.Search`: capitalized last parts give a capitalized new one.
        let pascal = NewStringTable(
            path: "t", isCatalog: true, texts: ["Generic.Search": "Search", "Logs.FilterLines": "Only matching"])
        #expect(pascal.newKey(for: "Zoom in", namespace: "Generic") == "Generic.ZoomIn")
        let english = NewStringTable(path: "t", isCatalog: true, texts: ["Close": "Close"])
        #expect(english.newKey(for: "Zoom in", namespace: nil) == "Zoom in")
        #expect(dotted.newKey(for: "Other", namespace: "map") == "map.other")
        let taken = NewStringTable(path: "t", isCatalog: false, texts: ["a.other": "Something else", "a.b": "B"])
        #expect(taken.newKey(for: "Other", namespace: "a") == nil)
    }
}
