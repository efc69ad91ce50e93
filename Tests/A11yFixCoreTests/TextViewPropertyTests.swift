import A11yFixCore
import Testing

/// A font set on another type's stored label (`view.titleView.font = …`, where `view` is a project
/// view and `titleView` is declared as a `UILabel` in another file) gets the
/// `adjustsFontForContentSizeCategory` line: the project index knows the property's type.
@Suite struct TextViewPropertyTests {
    let banner = """
        import UIKit

        final class OfferBannerView: UIView {
            let headline: UILabel = {
                let label = UILabel()
                label.numberOfLines = 0
                return label
            }()
            let badge = OfferBadgeView()
        }

        final class OfferBadgeView: UIView {
            var font: UIFont?
        }
        """

    let offer = """
        import UIKit

        final class SeasonalOffer {
            func configure(view: OfferBannerView) {
                view.headline.font = .systemFont(ofSize: 15, weight: .medium)
                view.badge.font = .systemFont(ofSize: 13)
            }
        }
        """

    func findings(indexing files: [String]) -> [Finding] {
        var context = TransformContext()
        context.index = ProjectIndex(entries: files.map { FileIndexEntry(bytes: Array($0.utf8)) })
        return Engine(transforms: [FontUIKitScaled.self], context: context)
            .findings(in: SourceFile(path: "SeasonalOffer.swift", text: offer))
    }

    @Test func aLabelOfAnotherTypeGetsTheAdjustingLine() throws {
        let found = findings(indexing: [banner, offer])
        let headline = try #require(found.first { $0.location.line == 5 })
        #expect(
            headline.fix?.edits.contains { $0.replacement.contains("view.headline.adjustsFontForContentSizeCategory") }
                == true)
        #expect(!found.contains { $0.fix == nil && $0.message.contains("if view.headline is a label") })
        // The badge is no label: its font is scaled, and a finding asks to check the view inside.
        #expect(found.contains { $0.fix == nil && $0.message.contains("view.badge") })
    }

    @Test func withoutTheIndexTheLabelIsOnlyGuessed() {
        let found = findings(indexing: [])
        #expect(found.contains { $0.fix == nil && $0.message.contains("if view.headline is a label") })
    }
}
