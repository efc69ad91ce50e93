import A11yFixCore
import Testing

/// A widget extension's views often live in files that neither import WidgetKit nor carry the
/// word Widget in their names; the extension's folder says where they are drawn.
@Suite struct WidgetExtensionFolderTests {
    let source = """
        import SwiftUI

        struct ReadingView: View {
            let reading: String
            var body: some View {
                HStack {
                    Text(reading)
                        .font(.system(size: 24, weight: .heavy))
                }
                .fixedSize(horizontal: true, vertical: false)
            }
        }
        """

    func fixes(at path: String) -> Int {
        let engine = Engine(transforms: [FontTextStyle.self])
        return engine.findings(in: SourceFile(path: path, text: source)).compactMap(\.fix).count
    }

    @Test func aRowHeldAtItsIdealWidthInAWidgetExtensionKeepsItsSize() {
        #expect(fixes(at: "Weather Widget Extension/Components/ReadingView.swift") == 0)
        #expect(fixes(at: "WeatherWidgetExtension/ReadingView.swift") == 0)
    }

    @Test func theSameRowInTheAppOrAFolderOfUIWidgetsScales() {
        #expect(fixes(at: "Weather/Components/ReadingView.swift") == 1)
        #expect(fixes(at: "Weather/Widgets/ReadingView.swift") == 1)
    }
}
