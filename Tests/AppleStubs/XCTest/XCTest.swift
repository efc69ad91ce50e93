// Signature stubs of XCTest's UI-testing API (XCUIAutomation) and the assertions the examples
// use, for type-checking a11yfix output on Linux (see ../README.md). This module shadows the
// toolchain's XCTest, so everything an example needs from XCTest must be declared here.
@_exported import Foundation

/// https://developer.apple.com/documentation/xctest/xctest
open class XCTest: NSObject {
    public override init() {}
    open var name: String { fatalError() }
    open func setUp() {}
    open func tearDown() {}
    open func setUpWithError() throws {}
    open func tearDownWithError() throws {}
}

/// https://developer.apple.com/documentation/xctest/xctestcase
open class XCTestCase: XCTest {
    public override init() {}
    open var continueAfterFailure: Bool {
        get { fatalError() }
        set {}
    }
    open var executionTimeAllowance: TimeInterval {
        get { fatalError() }
        set {}
    }
    open class func setUp() {}
    open class func tearDown() {}
    open func addTeardownBlock(_ block: @escaping () -> Void) {}
    open func expectation(description: String) -> XCTestExpectation { fatalError() }
    open func wait(for expectations: [XCTestExpectation], timeout seconds: TimeInterval) {}
}

/// https://developer.apple.com/documentation/xctest/xctestexpectation
open class XCTestExpectation: NSObject {
    public init(description expectationDescription: String) {}
    open func fulfill() {}
    open var isInverted: Bool {
        get { fatalError() }
        set {}
    }
    open var expectedFulfillmentCount: Int {
        get { fatalError() }
        set {}
    }
}

/// https://developer.apple.com/documentation/xctest/xctassert
public func XCTAssert(
    _ expression: @autoclosure () throws -> Bool, _ message: @autoclosure () -> String = "",
    file: StaticString = #filePath, line: UInt = #line
) {}
/// https://developer.apple.com/documentation/xctest/xctasserttrue
public func XCTAssertTrue(
    _ expression: @autoclosure () throws -> Bool, _ message: @autoclosure () -> String = "",
    file: StaticString = #filePath, line: UInt = #line
) {}
/// https://developer.apple.com/documentation/xctest/xctassertfalse
public func XCTAssertFalse(
    _ expression: @autoclosure () throws -> Bool, _ message: @autoclosure () -> String = "",
    file: StaticString = #filePath, line: UInt = #line
) {}
/// https://developer.apple.com/documentation/xctest/xctassertnil
public func XCTAssertNil(
    _ expression: @autoclosure () throws -> Any?, _ message: @autoclosure () -> String = "",
    file: StaticString = #filePath, line: UInt = #line
) {}
/// https://developer.apple.com/documentation/xctest/xctassertnotnil
public func XCTAssertNotNil(
    _ expression: @autoclosure () throws -> Any?, _ message: @autoclosure () -> String = "",
    file: StaticString = #filePath, line: UInt = #line
) {}
/// https://developer.apple.com/documentation/xctest/xctassertequal
public func XCTAssertEqual<T: Equatable>(
    _ expression1: @autoclosure () throws -> T, _ expression2: @autoclosure () throws -> T,
    _ message: @autoclosure () -> String = "", file: StaticString = #filePath, line: UInt = #line
) {}
/// https://developer.apple.com/documentation/xctest/xctassertnotequal
public func XCTAssertNotEqual<T: Equatable>(
    _ expression1: @autoclosure () throws -> T, _ expression2: @autoclosure () throws -> T,
    _ message: @autoclosure () -> String = "", file: StaticString = #filePath, line: UInt = #line
) {}
/// https://developer.apple.com/documentation/xctest/xctassertgreaterthan
public func XCTAssertGreaterThan<T: Comparable>(
    _ expression1: @autoclosure () throws -> T, _ expression2: @autoclosure () throws -> T,
    _ message: @autoclosure () -> String = "", file: StaticString = #filePath, line: UInt = #line
) {}
/// https://developer.apple.com/documentation/xctest/xctfail
public func XCTFail(_ message: String = "", file: StaticString = #filePath, line: UInt = #line) {}
/// https://developer.apple.com/documentation/xctest/xctunwrap
public func XCTUnwrap<T>(
    _ expression: @autoclosure () throws -> T?, _ message: @autoclosure () -> String = "",
    file: StaticString = #filePath, line: UInt = #line
) throws -> T { fatalError() }

/// https://developer.apple.com/documentation/xcuiautomation/xcuielementtypequeryprovider
@preconcurrency @MainActor
public protocol XCUIElementTypeQueryProvider {
    var touchBars: XCUIElementQuery { get }
    var groups: XCUIElementQuery { get }
    var windows: XCUIElementQuery { get }
    var sheets: XCUIElementQuery { get }
    var alerts: XCUIElementQuery { get }
    var dialogs: XCUIElementQuery { get }
    var buttons: XCUIElementQuery { get }
    var radioButtons: XCUIElementQuery { get }
    var checkBoxes: XCUIElementQuery { get }
    var disclosureTriangles: XCUIElementQuery { get }
    var popUpButtons: XCUIElementQuery { get }
    var comboBoxes: XCUIElementQuery { get }
    var menuButtons: XCUIElementQuery { get }
    var toolbarButtons: XCUIElementQuery { get }
    var popovers: XCUIElementQuery { get }
    var keyboards: XCUIElementQuery { get }
    var keys: XCUIElementQuery { get }
    var navigationBars: XCUIElementQuery { get }
    var tabBars: XCUIElementQuery { get }
    var tabGroups: XCUIElementQuery { get }
    var toolbars: XCUIElementQuery { get }
    var statusBars: XCUIElementQuery { get }
    var tables: XCUIElementQuery { get }
    var tableRows: XCUIElementQuery { get }
    var tableColumns: XCUIElementQuery { get }
    var outlines: XCUIElementQuery { get }
    var outlineRows: XCUIElementQuery { get }
    var browsers: XCUIElementQuery { get }
    var collectionViews: XCUIElementQuery { get }
    var sliders: XCUIElementQuery { get }
    var pageIndicators: XCUIElementQuery { get }
    var progressIndicators: XCUIElementQuery { get }
    var activityIndicators: XCUIElementQuery { get }
    var segmentedControls: XCUIElementQuery { get }
    var pickers: XCUIElementQuery { get }
    var pickerWheels: XCUIElementQuery { get }
    var switches: XCUIElementQuery { get }
    var toggles: XCUIElementQuery { get }
    var links: XCUIElementQuery { get }
    var images: XCUIElementQuery { get }
    var icons: XCUIElementQuery { get }
    var searchFields: XCUIElementQuery { get }
    var scrollViews: XCUIElementQuery { get }
    var scrollBars: XCUIElementQuery { get }
    var staticTexts: XCUIElementQuery { get }
    var textFields: XCUIElementQuery { get }
    var secureTextFields: XCUIElementQuery { get }
    var datePickers: XCUIElementQuery { get }
    var textViews: XCUIElementQuery { get }
    var menus: XCUIElementQuery { get }
    var menuItems: XCUIElementQuery { get }
    var menuBars: XCUIElementQuery { get }
    var menuBarItems: XCUIElementQuery { get }
    var maps: XCUIElementQuery { get }
    var webViews: XCUIElementQuery { get }
    var cells: XCUIElementQuery { get }
    var otherElements: XCUIElementQuery { get }
}

/// https://developer.apple.com/documentation/xcuiautomation/xcuielementattributes
@preconcurrency @MainActor
public protocol XCUIElementAttributes {
    var identifier: String { get }
    var frame: CGRect { get }
    var value: Any? { get }
    var title: String { get }
    var label: String { get }
    var elementType: XCUIElement.ElementType { get }
    var isEnabled: Bool { get }
    var isSelected: Bool { get }
    var placeholderValue: String? { get }
}

/// https://developer.apple.com/documentation/xcuiautomation/xcuielement
@preconcurrency @MainActor
open class XCUIElement: NSObject, XCUIElementAttributes {
    open var exists: Bool { fatalError() }
    open var isHittable: Bool { fatalError() }
    open var identifier: String { fatalError() }
    open var frame: CGRect { fatalError() }
    open var value: Any? { fatalError() }
    open var title: String { fatalError() }
    open var label: String { fatalError() }
    open var elementType: XCUIElement.ElementType { fatalError() }
    open var isEnabled: Bool { fatalError() }
    open var isSelected: Bool { fatalError() }
    open var placeholderValue: String? { fatalError() }
    open override var debugDescription: String { fatalError() }
    open func waitForExistence(timeout: TimeInterval) -> Bool { fatalError() }
    @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
    open func waitForNonExistence(timeout: TimeInterval) -> Bool { fatalError() }
    open func descendants(matching type: XCUIElement.ElementType) -> XCUIElementQuery { fatalError() }
    open func children(matching type: XCUIElement.ElementType) -> XCUIElementQuery { fatalError() }
    open func typeText(_ text: String) {}
    @available(iOS 9.0, macOS 10.11, *)
    @available(tvOS, unavailable) @available(watchOS, unavailable)
    open func tap() {}
    @available(iOS 9.0, *)
    @available(macOS, unavailable) @available(tvOS, unavailable) @available(watchOS, unavailable)
    open func doubleTap() {}
    @available(iOS 9.0, *)
    @available(macOS, unavailable) @available(tvOS, unavailable) @available(watchOS, unavailable)
    open func press(forDuration duration: TimeInterval) {}
    @available(iOS 9.0, *)
    @available(macOS, unavailable) @available(tvOS, unavailable) @available(watchOS, unavailable)
    open func swipeUp() {}
    @available(iOS 9.0, *)
    @available(macOS, unavailable) @available(tvOS, unavailable) @available(watchOS, unavailable)
    open func swipeDown() {}
    @available(iOS 9.0, *)
    @available(macOS, unavailable) @available(tvOS, unavailable) @available(watchOS, unavailable)
    open func swipeLeft() {}
    @available(iOS 9.0, *)
    @available(macOS, unavailable) @available(tvOS, unavailable) @available(watchOS, unavailable)
    open func swipeRight() {}
    @available(macOS 10.11, *)
    @available(iOS, unavailable) @available(tvOS, unavailable) @available(watchOS, unavailable)
    open func click() {}
    @available(macOS 10.11, *)
    @available(iOS, unavailable) @available(tvOS, unavailable) @available(watchOS, unavailable)
    open func typeKey(_ key: String, modifierFlags flags: XCUIElement.KeyModifierFlags) {}

    /// https://developer.apple.com/documentation/xcuiautomation/xcuielement/elementtype
    public enum ElementType: UInt {
        case any = 0, other, application, group, window, sheet, drawer, alert, dialog, button, radioButton, radioGroup,
            checkBox
        case disclosureTriangle, popUpButton, comboBox, menuButton, toolbarButton, popover, keyboard, key,
            navigationBar, tabBar
        case tabGroup, toolbar, statusBar, table, tableRow, tableColumn, outline, outlineRow, browser, collectionView,
            slider
        case pageIndicator, progressIndicator, activityIndicator, segmentedControl, picker, pickerWheel, `switch`,
            toggle, link
        case image, icon, searchField, scrollView, scrollBar, staticText, textField, secureTextField, datePicker,
            textView
        case menu, menuItem, menuBar, menuBarItem, map, webView, incrementArrow, decrementArrow, timeline,
            ratingIndicator
        case valueIndicator, splitGroup, splitter, relevanceIndicator, colorWell, helpTag, matte, dockItem, ruler,
            rulerMarker
        case grid, levelIndicator, cell, layoutArea, layoutItem, handle, stepper, tab, touchBar, statusItem
    }

    /// https://developer.apple.com/documentation/xcuiautomation/xcuielement/keymodifierflags
    public struct KeyModifierFlags: OptionSet, Hashable {
        public var rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static var capsLock: XCUIElement.KeyModifierFlags { KeyModifierFlags(rawValue: 1 << 0) }
        public static var shift: XCUIElement.KeyModifierFlags { KeyModifierFlags(rawValue: 1 << 1) }
        public static var control: XCUIElement.KeyModifierFlags { KeyModifierFlags(rawValue: 1 << 2) }
        public static var option: XCUIElement.KeyModifierFlags { KeyModifierFlags(rawValue: 1 << 3) }
        public static var command: XCUIElement.KeyModifierFlags { KeyModifierFlags(rawValue: 1 << 4) }
        public static var function: XCUIElement.KeyModifierFlags { KeyModifierFlags(rawValue: 1 << 5) }
    }
}

/// https://developer.apple.com/documentation/xcuiautomation/xcuielementquery
@preconcurrency @MainActor
open class XCUIElementQuery: NSObject, XCUIElementTypeQueryProvider {
    open var element: XCUIElement { fatalError() }
    open var count: Int { fatalError() }
    open var firstMatch: XCUIElement { fatalError() }
    open var allElementsBoundByIndex: [XCUIElement] { fatalError() }
    open var allElementsBoundByAccessibilityElement: [XCUIElement] { fatalError() }
    open override var debugDescription: String { fatalError() }
    open func element(boundBy index: Int) -> XCUIElement { fatalError() }
    open func element(matching predicate: NSPredicate) -> XCUIElement { fatalError() }
    open func element(matching elementType: XCUIElement.ElementType, identifier: String?) -> XCUIElement {
        fatalError()
    }
    open subscript(key: String) -> XCUIElement { fatalError() }
    open func matching(identifier: String) -> XCUIElementQuery { fatalError() }
    open func matching(_ predicate: NSPredicate) -> XCUIElementQuery { fatalError() }
    open func containing(_ predicate: NSPredicate) -> XCUIElementQuery { fatalError() }
    open func descendants(matching type: XCUIElement.ElementType) -> XCUIElementQuery { fatalError() }
    open func children(matching type: XCUIElement.ElementType) -> XCUIElementQuery { fatalError() }
}

/// https://developer.apple.com/documentation/xcuiautomation/xcuiapplication
@preconcurrency @MainActor
open class XCUIApplication: XCUIElement {
    public override init() {}
    public init(bundleIdentifier: String) {}
    open func launch() {}
    open func activate() {}
    open func terminate() {}
    open var launchArguments: [String] {
        get { fatalError() }
        set {}
    }
    open var launchEnvironment: [String: String] {
        get { fatalError() }
        set {}
    }
    open var state: XCUIApplication.State { fatalError() }
    open func wait(for state: XCUIApplication.State, timeout: TimeInterval) -> Bool { fatalError() }

    /// https://developer.apple.com/documentation/xcuiautomation/xcuiapplication/state
    public enum State: UInt {
        case unknown = 0, notRunning = 1, runningBackgroundSuspended = 2, runningBackground = 3, runningForeground = 4
    }

    /// https://developer.apple.com/documentation/xcuiautomation/xcuiapplication/performaccessibilityaudit(for:_:)
    @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
    public func performAccessibilityAudit(
        for auditTypes: XCUIAccessibilityAuditType = .all,
        _ issueHandler: ((XCUIAccessibilityAuditIssue) throws -> Bool)? = nil
    ) throws {}
}

// The element-type queries (`app.buttons`, `app.cells.firstMatch.cells`…), implemented once here.
extension XCUIElement: XCUIElementTypeQueryProvider {}
extension XCUIElementTypeQueryProvider {
    public var touchBars: XCUIElementQuery { fatalError() }
    public var groups: XCUIElementQuery { fatalError() }
    public var windows: XCUIElementQuery { fatalError() }
    public var sheets: XCUIElementQuery { fatalError() }
    public var alerts: XCUIElementQuery { fatalError() }
    public var dialogs: XCUIElementQuery { fatalError() }
    public var buttons: XCUIElementQuery { fatalError() }
    public var radioButtons: XCUIElementQuery { fatalError() }
    public var checkBoxes: XCUIElementQuery { fatalError() }
    public var disclosureTriangles: XCUIElementQuery { fatalError() }
    public var popUpButtons: XCUIElementQuery { fatalError() }
    public var comboBoxes: XCUIElementQuery { fatalError() }
    public var menuButtons: XCUIElementQuery { fatalError() }
    public var toolbarButtons: XCUIElementQuery { fatalError() }
    public var popovers: XCUIElementQuery { fatalError() }
    public var keyboards: XCUIElementQuery { fatalError() }
    public var keys: XCUIElementQuery { fatalError() }
    public var navigationBars: XCUIElementQuery { fatalError() }
    public var tabBars: XCUIElementQuery { fatalError() }
    public var tabGroups: XCUIElementQuery { fatalError() }
    public var toolbars: XCUIElementQuery { fatalError() }
    public var statusBars: XCUIElementQuery { fatalError() }
    public var tables: XCUIElementQuery { fatalError() }
    public var tableRows: XCUIElementQuery { fatalError() }
    public var tableColumns: XCUIElementQuery { fatalError() }
    public var outlines: XCUIElementQuery { fatalError() }
    public var outlineRows: XCUIElementQuery { fatalError() }
    public var browsers: XCUIElementQuery { fatalError() }
    public var collectionViews: XCUIElementQuery { fatalError() }
    public var sliders: XCUIElementQuery { fatalError() }
    public var pageIndicators: XCUIElementQuery { fatalError() }
    public var progressIndicators: XCUIElementQuery { fatalError() }
    public var activityIndicators: XCUIElementQuery { fatalError() }
    public var segmentedControls: XCUIElementQuery { fatalError() }
    public var pickers: XCUIElementQuery { fatalError() }
    public var pickerWheels: XCUIElementQuery { fatalError() }
    public var switches: XCUIElementQuery { fatalError() }
    public var toggles: XCUIElementQuery { fatalError() }
    public var links: XCUIElementQuery { fatalError() }
    public var images: XCUIElementQuery { fatalError() }
    public var icons: XCUIElementQuery { fatalError() }
    public var searchFields: XCUIElementQuery { fatalError() }
    public var scrollViews: XCUIElementQuery { fatalError() }
    public var scrollBars: XCUIElementQuery { fatalError() }
    public var staticTexts: XCUIElementQuery { fatalError() }
    public var textFields: XCUIElementQuery { fatalError() }
    public var secureTextFields: XCUIElementQuery { fatalError() }
    public var datePickers: XCUIElementQuery { fatalError() }
    public var textViews: XCUIElementQuery { fatalError() }
    public var menus: XCUIElementQuery { fatalError() }
    public var menuItems: XCUIElementQuery { fatalError() }
    public var menuBars: XCUIElementQuery { fatalError() }
    public var menuBarItems: XCUIElementQuery { fatalError() }
    public var maps: XCUIElementQuery { fatalError() }
    public var webViews: XCUIElementQuery { fatalError() }
    public var cells: XCUIElementQuery { fatalError() }
    public var otherElements: XCUIElementQuery { fatalError() }
}

/// https://developer.apple.com/documentation/xcuiautomation/xcuiaccessibilityaudittype
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
public struct XCUIAccessibilityAuditType: OptionSet, Hashable {
    public var rawValue: UInt64
    public init(rawValue: UInt64) { self.rawValue = rawValue }
    public static var contrast: XCUIAccessibilityAuditType { XCUIAccessibilityAuditType(rawValue: 1 << 0) }
    public static var elementDetection: XCUIAccessibilityAuditType { XCUIAccessibilityAuditType(rawValue: 1 << 1) }
    public static var hitRegion: XCUIAccessibilityAuditType { XCUIAccessibilityAuditType(rawValue: 1 << 2) }
    public static var sufficientElementDescription: XCUIAccessibilityAuditType {
        XCUIAccessibilityAuditType(rawValue: 1 << 3)
    }
    public static var dynamicType: XCUIAccessibilityAuditType { XCUIAccessibilityAuditType(rawValue: 1 << 16) }
    public static var textClipped: XCUIAccessibilityAuditType { XCUIAccessibilityAuditType(rawValue: 1 << 17) }
    public static var trait: XCUIAccessibilityAuditType { XCUIAccessibilityAuditType(rawValue: 1 << 18) }
    public static var action: XCUIAccessibilityAuditType { XCUIAccessibilityAuditType(rawValue: 1 << 32) }
    public static var parentChild: XCUIAccessibilityAuditType { XCUIAccessibilityAuditType(rawValue: 1 << 33) }
    public static var all: XCUIAccessibilityAuditType { XCUIAccessibilityAuditType(rawValue: ~0) }
}

/// https://developer.apple.com/documentation/xcuiautomation/xcuiaccessibilityauditissue
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
@preconcurrency @MainActor
open class XCUIAccessibilityAuditIssue: NSObject {
    open var element: XCUIElement? { fatalError() }
    open var compactDescription: String { fatalError() }
    open var detailedDescription: String { fatalError() }
    open var auditType: XCUIAccessibilityAuditType { fatalError() }
}

/// https://developer.apple.com/documentation/xcuiautomation/xcuiremote
@available(tvOS 9.0, *)
@available(iOS, unavailable) @available(macOS, unavailable) @available(watchOS, unavailable)
@preconcurrency @MainActor
open class XCUIRemote: NSObject {
    open class var shared: XCUIRemote { fatalError() }
    open func press(_ remoteButton: XCUIRemote.Button) {}
    open func press(_ remoteButton: XCUIRemote.Button, forDuration duration: TimeInterval) {}

    /// https://developer.apple.com/documentation/xcuiautomation/xcuiremote/button
    public enum Button: UInt {
        case up = 0, down, left, right, select, menu, playPause
        case home = 7
    }
}
