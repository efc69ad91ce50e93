import Foundation

struct AnalyticsEvent {
    var properties: [String: String] = [:]

    func accessibility(label: String) -> AnalyticsEvent {
        var copy = self
        copy.properties["a11y_label"] = label
        return copy
    }

    func accessibility(hidden: Bool) -> AnalyticsEvent { self }
}

func trackShareTap() {
    let event = AnalyticsEvent()
        .accessibility(label: "Share")
        .accessibility(hidden: false)
    print(event.properties)
}
