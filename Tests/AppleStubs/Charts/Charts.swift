// Signature stubs of Swift Charts for type-checking a11yfix output on Linux (see ../README.md),
// written from Apple's documentation: the chart, bar marks, plottable values and axis marks.
import Foundation
import SwiftUI

/// https://developer.apple.com/documentation/charts/chartcontent
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
public protocol ChartContent {}

/// https://developer.apple.com/documentation/charts/chartcontentbuilder
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
@resultBuilder public enum ChartContentBuilder {
    public static func buildBlock<C: ChartContent>(_ content: C) -> C { content }
}

/// https://developer.apple.com/documentation/charts/chart
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
public struct Chart<Content: ChartContent>: View {
    public init(@ChartContentBuilder content: () -> Content) {}
    public init<Data: RandomAccessCollection, ID: Hashable, C: ChartContent>(
        _ data: Data, id: KeyPath<Data.Element, ID>, @ChartContentBuilder content: @escaping (Data.Element) -> C
    ) where Content == ChartForEach<C> {}
    public var body: Never { fatalError() }
}

/// The marks a data-driven `Chart` draws, one per element.
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
public struct ChartForEach<Content: ChartContent>: ChartContent {}

/// https://developer.apple.com/documentation/charts/plottable
public protocol Plottable {}
extension Date: Plottable {}
extension Int: Plottable {}
extension Double: Plottable {}
extension String: Plottable {}

/// https://developer.apple.com/documentation/charts/plottablevalue
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
public struct PlottableValue<Value: Plottable> {
    public static func value(_ label: LocalizedStringKey, _ value: Value) -> PlottableValue<Value> { fatalError() }
    public static func value(_ label: LocalizedStringKey, _ value: Date, unit: Calendar.Component)
        -> PlottableValue<Date>
    { fatalError() }
}

/// https://developer.apple.com/documentation/charts/barmark
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
public struct BarMark: ChartContent {
    public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, y: PlottableValue<Y>) {}
}

/// https://developer.apple.com/documentation/charts/axiscontent
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
public protocol AxisContent {}

/// https://developer.apple.com/documentation/charts/axiscontentbuilder
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
@resultBuilder public enum AxisContentBuilder {
    public static func buildBlock<C: AxisContent>(_ content: C) -> C { content }
}

/// https://developer.apple.com/documentation/charts/axismarkbuilder
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
@resultBuilder public enum AxisMarkBuilder {
    public static func buildBlock<C: AxisMark>(_ content: C) -> C { content }
}

/// https://developer.apple.com/documentation/charts/axismark
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
public protocol AxisMark {}

/// https://developer.apple.com/documentation/charts/axismarkvalues
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
public struct AxisMarkValues {
    public static var automatic: AxisMarkValues { fatalError() }
    public static func stride(by component: Calendar.Component, count: Int = 1) -> AxisMarkValues { fatalError() }
}

/// https://developer.apple.com/documentation/charts/axisvalue
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
public struct AxisValue {
    public func `as`<P: Plottable>(_ type: P.Type) -> P? { nil }
}

/// https://developer.apple.com/documentation/charts/axismarks
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
public struct AxisMarks<Content: AxisMark>: AxisContent {
    public init(
        values: AxisMarkValues = .automatic, @AxisMarkBuilder content: @escaping (AxisValue) -> Content
    ) {}
}

/// https://developer.apple.com/documentation/charts/axisvaluelabel
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
public struct AxisValueLabel<Content: View>: AxisMark {
    public init(centered: Bool? = nil, @ViewBuilder content: () -> Content) {}
}

@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
extension View {
    /// https://developer.apple.com/documentation/swiftui/view/chartxaxis(content:)
    public func chartXAxis<Content: AxisContent>(@AxisContentBuilder content: () -> Content) -> some View { self }
    /// https://developer.apple.com/documentation/swiftui/view/chartyaxis(content:)
    public func chartYAxis<Content: AxisContent>(@AxisContentBuilder content: () -> Content) -> some View { self }
}
