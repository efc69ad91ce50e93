import A11yFixCore
import Testing

/// View classes a storyboard or xib holds at a constant height, and the fonts they set.
@Suite struct InterfaceBuilderHeightsTests {
    let document = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0">
            <objects>
                <view contentMode="scaleToFill" id="root">
                    <subviews>
                        <view contentMode="scaleToFill" id="seg-01" customClass="PillSegmentedControl">
                            <rect key="frame" x="44" y="203" width="236" height="38"/>
                            <constraints>
                                <constraint firstAttribute="height" constant="38" id="c-1"/>
                            </constraints>
                        </view>
                        <view contentMode="scaleToFill" id="tag-01" customClass="TagStrip"/>
                        <view contentMode="scaleToFill" id="note-01" customClass="NoteView">
                            <constraints>
                                <constraint firstAttribute="height" relation="greaterThanOrEqual"
                                    constant="44" id="c-2"/>
                            </constraints>
                        </view>
                        <view contentMode="scaleToFill" id="card-01" customClass="CardView"/>
                    </subviews>
                    <constraints>
                        <constraint firstItem="tag-01" firstAttribute="height" constant="24" id="c-3"/>
                        <constraint firstItem="card-01" firstAttribute="height" secondItem="root"
                            secondAttribute="height" multiplier="0.5" constant="0" id="c-4"/>
                    </constraints>
                </view>
            </objects>
        </document>
        """

    @Test func classesHeldAtAConstantHeight() {
        var heights = InterfaceBuilderHeights()
        heights.add(document: document, name: "Effects.xib")
        #expect(
            heights.heights == ["PillSegmentedControl": "38 pt in Effects.xib", "TagStrip": "24 pt in Effects.xib"])
    }

    @Test func fontsOfAHeldClassAreReportedAndOthersScale() {
        var heights = InterfaceBuilderHeights()
        heights.add(document: document, name: "Effects.xib")
        let source = """
            import UIKit

            final class PillSegmentedControl: UIView {
                private var titleFont = UIFont.systemFont(ofSize: 15, weight: .bold)
            }

            final class CardView: UIView {
                private var titleFont = UIFont.systemFont(ofSize: 15, weight: .bold)
            }
            """
        var context = TransformContext()
        context.index = ProjectIndex(entries: [], interfaceBuilder: heights)
        let findings = Engine(transforms: [FontUIKitScaled.self], context: context)
            .findings(in: SourceFile(path: "Controls.swift", text: source))
        let held = findings.filter { $0.fix == nil && $0.message.hasPrefix("fixed height") }
        #expect(held.count == 1)
        #expect(held.first?.message.contains("38 pt in Effects.xib") == true)
        #expect(findings.filter { $0.fix != nil }.count == 1)
    }

    let cell = """
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0">
            <objects>
                <tableViewCell id="cell-1" customClass="NoteCell">
                    <tableViewCellContentView key="contentView" id="content-1">
                        <subviews>
                            <label text="note" numberOfLines="0" id="body-1">
                                <fontDescription key="fontDescription" style="UICTFontTextStyleBody"/>
                            </label>
                            <label text="stamp" id="stamp-1">
                                <constraints>
                                    <constraint firstAttribute="height" constant="21" id="c-5"/>
                                </constraints>
                                <fontDescription key="fontDescription" type="system" pointSize="12"/>
                            </label>
                        </subviews>
                    </tableViewCellContentView>
                    <connections>
                        <outlet property="bodyLabel" destination="body-1" id="o-1"/>
                        <outlet property="stampLabel" destination="stamp-1" id="o-2"/>
                    </connections>
                </tableViewCell>
            </objects>
        </document>
        """

    @Test func outletLabelsKeepTheirStyleWrappingAndHeight() {
        var documents = InterfaceBuilderHeights()
        documents.add(document: cell, name: "NoteCell.xib")
        #expect(
            documents.outlets == [
                "NoteCell.bodyLabel": .init(textStyle: "body", wraps: true),
                "NoteCell.stampLabel": .init(height: "21"),
            ])
    }

    @Test func anOverwrittenTextStyleComesBackAndAWrappingLabelScales() {
        var documents = InterfaceBuilderHeights()
        documents.add(document: cell, name: "NoteCell.xib")
        let source = """
            import UIKit

            final class NoteCell: UITableViewCell {
                @IBOutlet var bodyLabel: UILabel!
                @IBOutlet var stampLabel: UILabel!

                func show(monospaced: Bool) {
                    if monospaced {
                        bodyLabel.font = .monospacedSystemFont(ofSize: 15, weight: .regular)
                    } else {
                        bodyLabel.font = UIFont.systemFont(ofSize: bodyLabel.font.pointSize)
                    }
                    stampLabel.font = .systemFont(ofSize: 12)
                }
            }
            """
        var context = TransformContext()
        context.index = ProjectIndex(entries: [], interfaceBuilder: documents)
        let findings = Engine(transforms: [FontUIKitScaled.self], context: context)
            .findings(in: SourceFile(path: "NoteCell.swift", text: source))
        let summaries = findings.compactMap { $0.fix?.summary }
        #expect(summaries.contains { $0.hasPrefix("`UIFont.preferredFont(forTextStyle: .body)` replaces") })
        #expect(summaries.contains { $0.hasPrefix("`UIFontMetrics(forTextStyle: .subheadline).scaledFont(for:)`") })
        #expect(
            findings.filter { $0.fix == nil }.map(\.message).contains {
                $0.hasPrefix("fixed height: scaling would clip; stampLabel is held at a constant height of 21 pt")
            })
    }

    let infoCell = """
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0">
            <objects>
                <tableViewCell id="cell-2" customClass="TopicCell">
                    <tableViewCellContentView key="contentView" id="content-2">
                        <subviews>
                            <label text="topic" id="topic-1">
                                <fontDescription key="fontDescription" style="UICTFontTextStyleSubhead"/>
                            </label>
                            <label text="kana" id="kana-1">
                                <fontDescription key="fontDescription" style="UICTFontTextStyleTitle1"/>
                            </label>
                        </subviews>
                    </tableViewCellContentView>
                    <connections>
                        <outlet property="topicLabel" destination="topic-1" id="o-3"/>
                        <outlet property="kanaLabel" destination="kana-1" id="o-4"/>
                    </connections>
                </tableViewCell>
            </objects>
        </document>
        """

    @Test func aReweightedTextStyleScalesFromTheStylesSizeAndACustomFaceAtItsSizeScalesAlready() throws {
        var documents = InterfaceBuilderHeights()
        documents.add(document: infoCell, name: "TopicCell.xib")
        #expect(documents.outlets["TopicCell.topicLabel"]?.textStyle == "subheadline")
        let source = """
            import UIKit

            final class TopicCell: UITableViewCell {
                @IBOutlet weak var topicLabel: UILabel!
                @IBOutlet weak var kanaLabel: UILabel!

                var topic: String? {
                    didSet {
                        topicLabel.text = topic
                        topicLabel.font = UIFont.boldSystemFont(ofSize: topicLabel.font.pointSize)
                        kanaLabel.font = UIFont(name: "HiraginoSans-W6", size: kanaLabel.font.pointSize)
                    }
                }
            }
            """
        var context = TransformContext()
        context.index = ProjectIndex(entries: [], interfaceBuilder: documents)
        let engine = Engine(transforms: [FontUIKitScaled.self], context: context)
        guard case let .processed(report) = engine.process(path: "TopicCell.swift", bytes: Array(source.utf8))
        else { throw Failure() }
        #expect(report.applied.count == 1)
        let fixed = String(decoding: report.output, as: UTF8.self)
        #expect(
            fixed.contains(
                "topicLabel.font = UIFontMetrics(forTextStyle: .subheadline).scaledFont(for: UIFont.boldSystemFont(ofSize: 15))\n            topicLabel.adjustsFontForContentSizeCategory = true"
            ))
        #expect(fixed.contains("size: kanaLabel.font.pointSize)"))
        #expect(report.leftAlone.map { $0.leftAlone?.id } == ["scaled-size"])
    }

    @Test func awakeFromNibOfAClassNoDocumentMakesNeverRuns() throws {
        let source = """
            import UIKit

            final class ReactionCell: UITableViewCell {
                override func awakeFromNib() {
                    super.awakeFromNib()
                    textLabel?.font = UIFont.systemFont(ofSize: 11)
                }
            }

            final class NoteCell: UITableViewCell {
                @IBOutlet var stampLabel: UILabel!
                override func awakeFromNib() {
                    super.awakeFromNib()
                    textLabel?.font = UIFont.systemFont(ofSize: 11)
                }
            }
            """
        var documents = InterfaceBuilderHeights()
        documents.add(document: cell, name: "NoteCell.xib")
        var context = TransformContext()
        context.index = ProjectIndex(entries: [], interfaceBuilder: documents)
        let engine = Engine(transforms: [FontUIKitScaled.self], context: context)
        guard case let .processed(report) = engine.process(path: "Cells.swift", bytes: Array(source.utf8))
        else { throw Failure() }
        #expect(report.applied.map(\.location.line) == [14])
        #expect(report.leftAlone.map { $0.leftAlone?.id } == ["not-shown"])
        // Without any document read, nothing is known: both are fixed.
        guard
            case let .processed(unknown) = Engine(transforms: [FontUIKitScaled.self])
                .process(path: "Cells.swift", bytes: Array(source.utf8))
        else { throw Failure() }
        #expect(unknown.applied.count == 2)
    }

    struct Failure: Error {}
}
