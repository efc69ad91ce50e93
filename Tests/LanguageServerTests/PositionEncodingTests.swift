import A11yFixLSP
import Testing

/// Positions counted in UTF-8, UTF-16 and UTF-32 over text with emoji (a surrogate pair and a
/// skin-tone modifier), CJK, a combining mark and every kind of line break.
struct PositionEncodingTests {
    // Line 0: a 👋 🏽 b          bytes 0, 1, 5, 9; \n at 10
    // Line 1: 日 本 e ◌́ x        bytes 11, 14, 17, 18, 20; \r\n at 21
    // Line 2: last               bytes 23…26; lone \r at 27
    // Line 3: z                  byte 28; 29 bytes in all
    let text = Array("a👋🏽b\n日本e\u{301}x\r\nlast\rz".utf8)

    @Test func offsetsBecomePositionsInEachEncoding() {
        let table = LineTable(text)
        #expect(text.count == 29)
        #expect(table.lineCount == 4)
        #expect(table.position(ofOffset: 9, encoding: .utf8) == Position(line: 0, character: 9))
        #expect(table.position(ofOffset: 9, encoding: .utf16) == Position(line: 0, character: 5))
        #expect(table.position(ofOffset: 9, encoding: .utf32) == Position(line: 0, character: 3))
        #expect(table.position(ofOffset: 20, encoding: .utf8) == Position(line: 1, character: 9))
        #expect(table.position(ofOffset: 20, encoding: .utf16) == Position(line: 1, character: 4))
        #expect(table.position(ofOffset: 20, encoding: .utf32) == Position(line: 1, character: 4))
        #expect(table.position(ofOffset: 28, encoding: .utf16) == Position(line: 3, character: 0))
        #expect(table.position(ofOffset: 29, encoding: .utf16) == Position(line: 3, character: 1))
    }

    @Test func positionsBecomeOffsetsAndClampAsTheProtocolSays() {
        let table = LineTable(text)
        #expect(table.offset(of: Position(line: 0, character: 3), encoding: .utf16) == 5)
        // Half a surrogate pair rounds to the start of its scalar.
        #expect(table.offset(of: Position(line: 0, character: 2), encoding: .utf16) == 1)
        #expect(table.offset(of: Position(line: 0, character: 3), encoding: .utf8) == 1)
        // Past the end of a line: the line's end, before its break (\n, \r\n and lone \r).
        #expect(table.offset(of: Position(line: 0, character: 99), encoding: .utf16) == 10)
        #expect(table.offset(of: Position(line: 1, character: 99), encoding: .utf16) == 21)
        #expect(table.offset(of: Position(line: 2, character: 99), encoding: .utf16) == 27)
        // Past the last line: the end of the text.
        #expect(table.offset(of: Position(line: 9, character: 0), encoding: .utf16) == 29)
    }

    @Test func everyCharacterBoundaryRoundTrips() {
        let table = LineTable(text)
        var offset = 0
        while offset <= text.count {
            let insideLineBreak = offset > 0 && offset < text.count && text[offset - 1] == 13 && text[offset] == 10
            if !insideLineBreak {
                for encoding in PositionEncoding.allCases {
                    #expect(
                        table.offset(of: table.position(ofOffset: offset, encoding: encoding), encoding: encoding)
                            == offset, "offset \(offset), \(encoding)")
                }
            }
            offset += offset < text.count ? LineTable.scalarLength(text[offset]) : 1
        }
    }

    @Test func incrementalChangesApplyAfterAndInsideWideCharacters() {
        // Replace 本 (UTF-16 character 1 on line 1) with 🙂, then insert after the emoji on line 0.
        let changed = LineTable.applying(
            [
                TextDocumentContentChangeEvent(
                    range: LSPRange(start: Position(line: 1, character: 1), end: Position(line: 1, character: 2)),
                    text: "🙂"),
                TextDocumentContentChangeEvent(
                    range: LSPRange(start: Position(line: 0, character: 5), end: Position(line: 0, character: 5)),
                    text: "é"),
            ], to: text, encoding: .utf16)
        #expect(String(decoding: changed, as: UTF8.self) == "a👋🏽éb\n日🙂e\u{301}x\r\nlast\rz")
        let whole = LineTable.applying(
            [TextDocumentContentChangeEvent(range: nil, text: "new")], to: text, encoding: .utf8)
        #expect(whole == Array("new".utf8))
    }

    @Test func negotiationPrefersUTF8AndDefaultsToUTF16() {
        #expect(PositionEncoding.negotiate(offered: ["utf-16", "utf-8"]) == .utf8)
        #expect(PositionEncoding.negotiate(offered: ["utf-32", "utf-16"]) == .utf16)
        #expect(PositionEncoding.negotiate(offered: nil) == .utf16)
        #expect(PositionEncoding.negotiate(offered: ["utf-32"]) == .utf32)
    }
}

struct FramingTests {
    @Test func framesSplitAcrossChunksAndSharingOne() {
        var framer = MessageFramer()
        let one = MessageFramer.frame(Array(#"{"a":1}"#.utf8)), two = MessageFramer.frame(Array(#"{"b":"日本"}"#.utf8))
        let stream = one + two
        framer.append(stream[0..<10])
        #expect(framer.next() == nil)
        framer.append(stream[10..<(one.count + 3)])
        #expect(framer.next() == .body(Array(#"{"a":1}"#.utf8)))
        #expect(framer.next() == nil)
        framer.append(stream[(one.count + 3)...])
        #expect(framer.next() == .body(Array(#"{"b":"日本"}"#.utf8)))
        #expect(framer.next() == nil)
    }

    @Test func headerArrivingByteByByteAndOversizedBodiesAreHandled() {
        var framer = MessageFramer()
        for byte in MessageFramer.frame(Array("{}".utf8)) {
            framer.append([byte])
            if let frame = framer.next() { #expect(frame == .body(Array("{}".utf8))) }
        }
        framer.append(Array("Content-Length: \(MessageFramer.maximumBodyLength + 1)\r\n\r\n".utf8))
        guard case let .badHeader(reason)? = framer.next() else {
            Issue.record("an oversized body must be refused")
            return
        }
        #expect(reason.contains("Content-Length"))
    }

    @Test func headerWithoutLengthIsReportedAndSkipped() {
        var framer = MessageFramer()
        framer.append(Array("Content-Type: x\r\n\r\n".utf8) + MessageFramer.frame(Array("{}".utf8)))
        guard case .badHeader? = framer.next() else {
            Issue.record("expected a bad header")
            return
        }
        #expect(framer.next() == .body(Array("{}".utf8)))
    }

    @Test func linesFrameMCPBodiesAcrossChunksSkippingBlankLinesAndCarriageReturns() {
        var framer = Framing.newline.makeFramer()
        let stream = Array("{\"a\":1}\r\n\n  \n{\"b\":\"日本\"}\n{\"c\"".utf8)
        framer.append(stream[0..<4])
        #expect(framer.next() == nil)
        framer.append(stream[4...])
        #expect(framer.next() == .body(Array(#"{"a":1}"#.utf8)))
        #expect(framer.next() == .body(Array(#"{"b":"日本"}"#.utf8)))
        #expect(framer.next() == nil)
        framer.append(Array(":2}\n".utf8))
        #expect(framer.next() == .body(Array(#"{"c":2}"#.utf8)))
        #expect(Framing.newline.frame(Array("{}".utf8)) == Array("{}\n".utf8))
    }
}
