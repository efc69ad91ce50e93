// Signature stubs of SwiftUI's Table and its columns, written from Apple's documentation (a subset:
// a table of identifiable rows, columns with a title and a value key path or a content closure).
import Foundation

/// https://developer.apple.com/documentation/swiftui/tablecolumncontent
public protocol TableColumnContent<TableRowValue> {
    associatedtype TableRowValue
}

/// https://developer.apple.com/documentation/swiftui/tablecolumn
public struct TableColumn<RowValue, Content: View>: TableColumnContent {
    public typealias TableRowValue = RowValue
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: @escaping (RowValue) -> Content) {}
}

extension TableColumn where Content == Text {
    public init(_ titleKey: LocalizedStringKey, value: KeyPath<RowValue, String>) {}
}

/// https://developer.apple.com/documentation/swiftui/tablecolumnbuilder
@resultBuilder public enum TableColumnBuilder<RowValue> {
    public static func buildExpression<Column: TableColumnContent>(_ column: Column) -> [Any]
    where Column.TableRowValue == RowValue { [column] }
    public static func buildBlock(_ columns: [Any]...) -> [Any] { columns.flatMap { $0 } }
}

/// https://developer.apple.com/documentation/swiftui/table
@available(watchOS, unavailable)
@available(tvOS, unavailable)
public struct Table<Value: Identifiable>: View {
    public init<Data: RandomAccessCollection>(_ data: Data, @TableColumnBuilder<Value> columns: () -> [Any])
    where Data.Element == Value {}
    public var body: Never { fatalError() }
}
