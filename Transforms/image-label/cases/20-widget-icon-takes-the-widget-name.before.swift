import SwiftUI
import WidgetKit

/// A complication that shows only the app's icon: VoiceOver would read the asset's name. The widget's
/// display name says what it shows. An asset that is not all the view draws keeps its report.
struct RingsProvider: TimelineProvider {
    func placeholder(in context: Context) -> SimpleEntry { SimpleEntry(date: .now) }
    func getSnapshot(in context: Context, completion: @escaping (SimpleEntry) -> Void) {
        completion(SimpleEntry(date: .now))
    }
    func getTimeline(in context: Context, completion: @escaping (Timeline<SimpleEntry>) -> Void) {
        completion(Timeline(entries: [SimpleEntry(date: .now)], policy: .never))
    }
}

struct SimpleEntry: TimelineEntry {
    let date: Date
}

struct RingsWidgetView: View {
    @Environment(\.widgetFamily) var family

    var body: some View {
        switch family {
        case .accessoryInline:
            Text("Rings")
        default:
            Image("WidgetIcon")
                .widgetAccentable()
        }
    }
}

struct RingsCornerView: View {
    var body: some View {
        Image("CornerAppIcon")
            .resizable()
    }
}

struct RingsBadge: View {
    var body: some View {
        ZStack {
            Circle()
            Image("ring-icon")
        }
    }
}

struct RingsWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "rings", provider: RingsProvider()) { _ in
            RingsWidgetView()
        }
        .configurationDisplayName("Rings")
    }
}
