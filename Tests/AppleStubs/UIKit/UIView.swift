// UIResponder, UIView, UIViewController and the view classes the examples subclass or create.

/// https://developer.apple.com/documentation/uikit/uiresponder
@preconcurrency @MainActor
open class UIResponder: NSObject {
    public override init() {}
    open var next: UIResponder? { fatalError() }
    open var canBecomeFirstResponder: Bool { fatalError() }
    open func becomeFirstResponder() -> Bool { fatalError() }
    open func resignFirstResponder() -> Bool { fatalError() }
    public static let keyboardWillShowNotification = Notification.Name("UIKeyboardWillShowNotification")
    public static let keyboardWillHideNotification = Notification.Name("UIKeyboardWillHideNotification")
    public static let keyboardWillChangeFrameNotification = Notification.Name(
        "UIKeyboardWillChangeFrameNotification")
    public static let keyboardAnimationDurationUserInfoKey = "UIKeyboardAnimationDurationUserInfoKey"
    public static let keyboardAnimationCurveUserInfoKey = "UIKeyboardAnimationCurveUserInfoKey"
}

/// https://developer.apple.com/documentation/uikit/uiview/contentmode-swift.enum
public enum UIViewContentMode: Int {
    case scaleToFill, scaleAspectFit, scaleAspectFill, redraw, center, top, bottom, left, right
    case topLeft, topRight, bottomLeft, bottomRight
}

/// https://developer.apple.com/documentation/uikit/uiview
@preconcurrency @MainActor
open class UIView: UIResponder {
    public typealias ContentMode = UIViewContentMode
    public init(frame: CGRect) {}
    public required init?(coder: NSCoder) {}
    public convenience override init() { self.init(frame: .zero) }

    open class var layerClass: AnyClass { fatalError() }
    open var layer: CALayer { fatalError() }
    open var frame: CGRect {
        get { fatalError() }
        set {}
    }
    open var bounds: CGRect {
        get { fatalError() }
        set {}
    }
    open var center: CGPoint {
        get { fatalError() }
        set {}
    }
    open func drawHierarchy(in rect: CGRect, afterScreenUpdates afterUpdates: Bool) -> Bool { fatalError() }
    open var transform: CGAffineTransform {
        get { fatalError() }
        set {}
    }
    open var alpha: CGFloat {
        get { fatalError() }
        set {}
    }
    open var isHidden: Bool {
        get { fatalError() }
        set {}
    }
    open var isOpaque: Bool {
        get { fatalError() }
        set {}
    }
    open var clipsToBounds: Bool {
        get { fatalError() }
        set {}
    }
    open var backgroundColor: UIColor? {
        get { fatalError() }
        set {}
    }
    open var tintColor: UIColor! {
        get { fatalError() }
        set {}
    }
    open var contentMode: UIView.ContentMode {
        get { fatalError() }
        set {}
    }
    open var tag: Int {
        get { fatalError() }
        set {}
    }
    open var isUserInteractionEnabled: Bool {
        get { fatalError() }
        set {}
    }
    open var traitCollection: UITraitCollection { fatalError() }

    open var superview: UIView? { fatalError() }
    open var subviews: [UIView] { fatalError() }
    open var window: UIWindow? { fatalError() }
    open func addSubview(_ view: UIView) {}
    open func insertSubview(_ view: UIView, at index: Int) {}
    open func insertSubview(_ view: UIView, belowSubview siblingSubview: UIView) {}
    open func insertSubview(_ view: UIView, aboveSubview siblingSubview: UIView) {}
    open func removeFromSuperview() {}
    open func bringSubviewToFront(_ view: UIView) {}
    open func layoutSubviews() {}
    open func setNeedsLayout() {}
    open func layoutIfNeeded() {}
    open func sizeThatFits(_ size: CGSize) -> CGSize { fatalError() }
    open func sizeToFit() {}
    open var intrinsicContentSize: CGSize { fatalError() }
    public static let noIntrinsicMetric: CGFloat = -1
    open func draw(_ rect: CGRect) {}
    open func setNeedsDisplay() {}
    open func didMoveToSuperview() {}
    open func didMoveToWindow() {}
    open func awakeFromNib() {}
    open func point(inside point: CGPoint, with event: UIEvent?) -> Bool { fatalError() }

    open var gestureRecognizers: [UIGestureRecognizer]? {
        get { fatalError() }
        set {}
    }
    open func addGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {}
    open func removeGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {}

    // Auto Layout
    open var translatesAutoresizingMaskIntoConstraints: Bool {
        get { fatalError() }
        set {}
    }
    open var constraints: [NSLayoutConstraint] { fatalError() }
    open func addConstraint(_ constraint: NSLayoutConstraint) {}
    open func addConstraints(_ constraints: [NSLayoutConstraint]) {}
    open var leadingAnchor: NSLayoutXAxisAnchor { fatalError() }
    open var trailingAnchor: NSLayoutXAxisAnchor { fatalError() }
    open var leftAnchor: NSLayoutXAxisAnchor { fatalError() }
    open var rightAnchor: NSLayoutXAxisAnchor { fatalError() }
    open var topAnchor: NSLayoutYAxisAnchor { fatalError() }
    open var bottomAnchor: NSLayoutYAxisAnchor { fatalError() }
    open var widthAnchor: NSLayoutDimension { fatalError() }
    open var heightAnchor: NSLayoutDimension { fatalError() }
    open var centerXAnchor: NSLayoutXAxisAnchor { fatalError() }
    open var centerYAnchor: NSLayoutYAxisAnchor { fatalError() }
    open var firstBaselineAnchor: NSLayoutYAxisAnchor { fatalError() }
    open var lastBaselineAnchor: NSLayoutYAxisAnchor { fatalError() }
    open var layoutMargins: UIEdgeInsets {
        get { fatalError() }
        set {}
    }
    @available(iOS 9.0, *)
    open var layoutMarginsGuide: UILayoutGuide { fatalError() }
    @available(iOS 11.0, *)
    open var safeAreaLayoutGuide: UILayoutGuide { fatalError() }
    @available(iOS 11.0, *)
    open var safeAreaInsets: UIEdgeInsets { fatalError() }
    open func setContentHuggingPriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {}
    open func setContentCompressionResistancePriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {
    }
}

/// https://developer.apple.com/documentation/uikit/uiwindow
@preconcurrency @MainActor
open class UIWindow: UIView {
    open var rootViewController: UIViewController? {
        get { fatalError() }
        set {}
    }
    open func makeKeyAndVisible() {}
}

/// https://developer.apple.com/documentation/uikit/uievent
@preconcurrency @MainActor
open class UIEvent: NSObject {}

/// https://developer.apple.com/documentation/uikit/uiedgeinsets
public struct UIEdgeInsets: Equatable {
    public var top: CGFloat
    public var left: CGFloat
    public var bottom: CGFloat
    public var right: CGFloat
    public init() { self.init(top: 0, left: 0, bottom: 0, right: 0) }
    public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }
    public static let zero = UIEdgeInsets()
}

/// https://developer.apple.com/documentation/uikit/nsdirectionaledgeinsets
public struct NSDirectionalEdgeInsets: Equatable {
    public var top: CGFloat
    public var leading: CGFloat
    public var bottom: CGFloat
    public var trailing: CGFloat
    public init() { self.init(top: 0, leading: 0, bottom: 0, trailing: 0) }
    public init(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }
    public static let zero = NSDirectionalEdgeInsets()
}

/// https://developer.apple.com/documentation/uikit/uitraitcollection
open class UITraitCollection: NSObject, @unchecked Sendable {
    open var userInterfaceIdiom: UIUserInterfaceIdiom { fatalError() }
    open var preferredContentSizeCategory: UIContentSizeCategory { fatalError() }
    open var horizontalSizeClass: UIUserInterfaceSizeClass { fatalError() }
    open var verticalSizeClass: UIUserInterfaceSizeClass { fatalError() }
    /// https://developer.apple.com/documentation/uikit/uitraitcollection/tabaccessoryenvironment
    @available(iOS 26.0, *) open var tabAccessoryEnvironment: UITabAccessory.Environment { fatalError() }
}

/// https://developer.apple.com/documentation/uikit/uitabaccessory
@available(iOS 26.0, *)
open class UITabAccessory: NSObject {
    public init(contentView: UIView) {}
    /// https://developer.apple.com/documentation/uikit/uitabaccessory/environment
    public enum Environment: Int { case unspecified, none, regular, inline }
}

/// https://developer.apple.com/documentation/uikit/uiuserinterfaceidiom
public enum UIUserInterfaceIdiom: Int {
    case unspecified = -1
    case phone, pad, tv, carPlay
    @available(iOS 14.0, *) case mac = 5
    @available(iOS 17.0, *) case vision = 6
}

/// https://developer.apple.com/documentation/uikit/uiuserinterfacesizeclass
public enum UIUserInterfaceSizeClass: Int {
    case unspecified, compact, regular
}

/// https://developer.apple.com/documentation/uikit/uicontentsizecategory
public struct UIContentSizeCategory: Hashable, RawRepresentable, Comparable {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static func < (lhs: UIContentSizeCategory, rhs: UIContentSizeCategory) -> Bool { fatalError() }
    public var isAccessibilityCategory: Bool { fatalError() }
    public static let extraSmall = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXS")
    public static let small = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryS")
    public static let medium = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryM")
    public static let large = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryL")
    public static let extraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXL")
    public static let extraExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXXL")
    public static let extraExtraExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXXXL")
    public static let accessibilityMedium = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityM")
    public static let accessibilityLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityL")
    public static let accessibilityExtraLarge = UIContentSizeCategory(
        rawValue: "UICTContentSizeCategoryAccessibilityXL")
    public static let accessibilityExtraExtraLarge = UIContentSizeCategory(
        rawValue: "UICTContentSizeCategoryAccessibilityXXL")
    public static let accessibilityExtraExtraExtraLarge = UIContentSizeCategory(
        rawValue: "UICTContentSizeCategoryAccessibilityXXXL")
}

/// https://developer.apple.com/documentation/uikit/uiviewcontroller
@preconcurrency @MainActor
open class UIViewController: UIResponder {
    public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {}
    public required init?(coder: NSCoder) {}
    public convenience override init() { self.init(nibName: nil, bundle: nil) }

    open var view: UIView! {
        get { fatalError() }
        set {}
    }
    open var viewIfLoaded: UIView? { fatalError() }
    open var isViewLoaded: Bool { fatalError() }
    open func loadView() {}
    open func viewDidLoad() {}
    open func viewWillAppear(_ animated: Bool) {}
    open func viewDidAppear(_ animated: Bool) {}
    open func viewWillDisappear(_ animated: Bool) {}
    open func viewDidDisappear(_ animated: Bool) {}
    open func viewWillLayoutSubviews() {}
    open func viewDidLayoutSubviews() {}
    open func awakeFromNib() {}

    open var title: String? {
        get { fatalError() }
        set {}
    }
    open var navigationItem: UINavigationItem { fatalError() }
    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/toolbaritems
    open var toolbarItems: [UIBarButtonItem]? {
        get { fatalError() }
        set {}
    }
    open func setToolbarItems(_ toolbarItems: [UIBarButtonItem]?, animated: Bool) {}
    open var navigationController: UINavigationController? { fatalError() }
    open var parent: UIViewController? { fatalError() }
    open var children: [UIViewController] { fatalError() }
    open var presentedViewController: UIViewController? { fatalError() }
    open var presentingViewController: UIViewController? { fatalError() }
    open var traitCollection: UITraitCollection { fatalError() }
    open var isEditing: Bool {
        get { fatalError() }
        set {}
    }
    open func setEditing(_ editing: Bool, animated: Bool) {}
    open func present(_ viewControllerToPresent: UIViewController, animated flag: Bool, completion: (() -> Void)? = nil)
    {}
    open func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {}
    open func addChild(_ childController: UIViewController) {}
    open func removeFromParent() {}
    open func didMove(toParent parent: UIViewController?) {}
}

/// https://developer.apple.com/documentation/uikit/uinavigationcontroller
@preconcurrency @MainActor
open class UINavigationController: UIViewController {
    public init(rootViewController: UIViewController) { super.init(nibName: nil, bundle: nil) }
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }
    public required init?(coder aDecoder: NSCoder) { super.init(coder: aDecoder) }
    open var viewControllers: [UIViewController] {
        get { fatalError() }
        set {}
    }
    open var topViewController: UIViewController? { fatalError() }
    open func pushViewController(_ viewController: UIViewController, animated: Bool) {}
    @discardableResult
    open func popViewController(animated: Bool) -> UIViewController? { fatalError() }
}

/// https://developer.apple.com/documentation/uikit/uinavigationitem
@preconcurrency @MainActor
open class UINavigationItem: NSObject {
    public init(title: String) {}
    open var title: String? {
        get { fatalError() }
        set {}
    }
    open var titleView: UIView? {
        get { fatalError() }
        set {}
    }
    open var backBarButtonItem: UIBarButtonItem? {
        get { fatalError() }
        set {}
    }
    open var leftBarButtonItem: UIBarButtonItem? {
        get { fatalError() }
        set {}
    }
    open var rightBarButtonItem: UIBarButtonItem? {
        get { fatalError() }
        set {}
    }
    open var leftBarButtonItems: [UIBarButtonItem]? {
        get { fatalError() }
        set {}
    }
    open var rightBarButtonItems: [UIBarButtonItem]? {
        get { fatalError() }
        set {}
    }
    open func setLeftBarButton(_ item: UIBarButtonItem?, animated: Bool) {}
    open func setRightBarButton(_ item: UIBarButtonItem?, animated: Bool) {}
}

/// https://developer.apple.com/documentation/uikit/uiscrollview
@preconcurrency @MainActor
open class UIScrollView: UIView {
    open var contentOffset: CGPoint {
        get { fatalError() }
        set {}
    }
    open var contentSize: CGSize {
        get { fatalError() }
        set {}
    }
    open var contentInset: UIEdgeInsets {
        get { fatalError() }
        set {}
    }
    open var isScrollEnabled: Bool {
        get { fatalError() }
        set {}
    }
    open var isPagingEnabled: Bool {
        get { fatalError() }
        set {}
    }
    open var showsVerticalScrollIndicator: Bool {
        get { fatalError() }
        set {}
    }
    open var showsHorizontalScrollIndicator: Bool {
        get { fatalError() }
        set {}
    }
    open func setContentOffset(_ contentOffset: CGPoint, animated: Bool) {}
    open func scrollRectToVisible(_ rect: CGRect, animated: Bool) {}
}

/// https://developer.apple.com/documentation/uikit/uiimageview
@preconcurrency @MainActor
open class UIImageView: UIView {
    public override init(frame: CGRect) { super.init(frame: frame) }
    public init(image: UIImage?) { super.init(frame: .zero) }
    public init(image: UIImage?, highlightedImage: UIImage?) { super.init(frame: .zero) }
    public required init?(coder: NSCoder) { super.init(coder: coder) }
    open var image: UIImage? {
        get { fatalError() }
        set {}
    }
    open var highlightedImage: UIImage? {
        get { fatalError() }
        set {}
    }
    open var isHighlighted: Bool {
        get { fatalError() }
        set {}
    }
}

/// https://developer.apple.com/documentation/uikit/uistackview
@preconcurrency @MainActor
open class UIStackView: UIView {
    public override init(frame: CGRect) { super.init(frame: frame) }
    public required init(coder: NSCoder) { super.init(frame: .zero) }
    public convenience init(arrangedSubviews views: [UIView]) { self.init(frame: .zero) }
    open var arrangedSubviews: [UIView] { fatalError() }
    open func addArrangedSubview(_ view: UIView) {}
    open func removeArrangedSubview(_ view: UIView) {}
    open func insertArrangedSubview(_ view: UIView, at stackIndex: Int) {}
    open func setCustomSpacing(_ spacing: CGFloat, after arrangedSubview: UIView) {}
    open var axis: NSLayoutConstraint.Axis {
        get { fatalError() }
        set {}
    }
    open var distribution: UIStackView.Distribution {
        get { fatalError() }
        set {}
    }
    open var alignment: UIStackView.Alignment {
        get { fatalError() }
        set {}
    }
    open var spacing: CGFloat {
        get { fatalError() }
        set {}
    }
    open var isLayoutMarginsRelativeArrangement: Bool {
        get { fatalError() }
        set {}
    }

    /// https://developer.apple.com/documentation/uikit/uistackview/distribution-swift.enum
    public enum Distribution: Int {
        case fill, fillEqually, fillProportionally, equalSpacing, equalCentering
    }

    /// https://developer.apple.com/documentation/uikit/uistackview/alignment-swift.enum
    public enum Alignment: Int {
        case fill, leading, firstBaseline, center, trailing, lastBaseline
        public static var top: UIStackView.Alignment { .leading }
        public static var bottom: UIStackView.Alignment { .trailing }
    }
}

/// https://developer.apple.com/documentation/uikit/uitableview
@preconcurrency @MainActor
open class UITableView: UIScrollView {
    public init(frame: CGRect, style: UITableView.Style) { super.init(frame: frame) }
    public convenience init() { self.init(frame: .zero, style: .plain) }
    public required init?(coder: NSCoder) { super.init(coder: coder) }
    open func register(_ cellClass: AnyClass?, forCellReuseIdentifier identifier: String) {}
    open func dequeueReusableCell(withIdentifier identifier: String) -> UITableViewCell? { fatalError() }
    open func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath) -> UITableViewCell {
        fatalError()
    }
    open func reloadData() {}
    open func dequeueReusableHeaderFooterView(withIdentifier identifier: String) -> UITableViewHeaderFooterView? {
        fatalError()
    }
    open func cellForRow(at indexPath: IndexPath) -> UITableViewCell? { fatalError() }
    /// https://developer.apple.com/documentation/uikit/uitableview/visiblecells
    open var visibleCells: [UITableViewCell] { fatalError() }
    open var rowHeight: CGFloat {
        get { fatalError() }
        set {}
    }
    open var estimatedRowHeight: CGFloat {
        get { fatalError() }
        set {}
    }
    public static let automaticDimension: CGFloat = -1
    open var sectionHeaderHeight: CGFloat {
        get { fatalError() }
        set {}
    }
    open var sectionFooterHeight: CGFloat {
        get { fatalError() }
        set {}
    }
    open var tableHeaderView: UIView? {
        get { fatalError() }
        set {}
    }
    open var tableFooterView: UIView? {
        get { fatalError() }
        set {}
    }

    /// https://developer.apple.com/documentation/uikit/uitableview/style-swift.enum
    public enum Style: Int {
        case plain, grouped
        @available(iOS 13.0, *) case insetGrouped
    }
}

/// https://developer.apple.com/documentation/uikit/uitableviewcell
@preconcurrency @MainActor
open class UITableViewCell: UIView {
    public init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) { super.init(frame: .zero) }
    public required init?(coder: NSCoder) { super.init(coder: coder) }
    open var contentView: UIView { fatalError() }
    open var textLabel: UILabel? { fatalError() }
    open var detailTextLabel: UILabel? { fatalError() }
    open var imageView: UIImageView? { fatalError() }
    open var accessoryType: UITableViewCell.AccessoryType {
        get { fatalError() }
        set {}
    }
    open var accessoryView: UIView? {
        get { fatalError() }
        set {}
    }
    open var selectionStyle: UITableViewCell.SelectionStyle {
        get { fatalError() }
        set {}
    }
    open var reuseIdentifier: String? { fatalError() }
    open func prepareForReuse() {}
    /// https://developer.apple.com/documentation/uikit/uitableviewcell/defaultcontentconfiguration()
    @available(iOS 14.0, *)
    open func defaultContentConfiguration() -> UIListContentConfiguration { fatalError() }
    /// https://developer.apple.com/documentation/uikit/uitableviewcell/contentconfiguration
    @available(iOS 14.0, *)
    open var contentConfiguration: (any UIContentConfiguration)? {
        get { fatalError() }
        set {}
    }

    /// https://developer.apple.com/documentation/uikit/uitableviewcell/cellstyle
    public enum CellStyle: Int { case `default`, value1, value2, subtitle }
    /// https://developer.apple.com/documentation/uikit/uitableviewcell/selectionstyle-swift.enum
    public enum SelectionStyle: Int { case none, blue, gray, `default` }
    /// https://developer.apple.com/documentation/uikit/uitableviewcell/accessorytype-swift.enum
    public enum AccessoryType: Int { case none, disclosureIndicator, detailDisclosureButton, checkmark, detailButton }
}

/// https://developer.apple.com/documentation/uikit/uitableviewheaderfooterview
@preconcurrency @MainActor
open class UITableViewHeaderFooterView: UIView {
    public init(reuseIdentifier: String?) { super.init(frame: .zero) }
    public required init?(coder: NSCoder) { super.init(coder: coder) }
    open var contentView: UIView { fatalError() }
    open var textLabel: UILabel? { fatalError() }
    open var reuseIdentifier: String? { fatalError() }
}

/// https://developer.apple.com/documentation/uikit/uitableviewcontroller
@preconcurrency @MainActor
open class UITableViewController: UIViewController {
    public init(style: UITableView.Style) { super.init(nibName: nil, bundle: nil) }
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }
    public required init?(coder: NSCoder) { super.init(coder: coder) }
    open var tableView: UITableView! {
        get { fatalError() }
        set {}
    }
    open func numberOfSections(in tableView: UITableView) -> Int { fatalError() }
    open func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { fatalError() }
    open func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell { fatalError() }
    open func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {}
    open func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat { fatalError() }
    open func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? { nil }
    open func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat { fatalError() }
}

/// https://developer.apple.com/documentation/uikit/uicollectionreusableview
@preconcurrency @MainActor
open class UICollectionReusableView: UIView {
    open var reuseIdentifier: String? { fatalError() }
    open func prepareForReuse() {}
}

/// https://developer.apple.com/documentation/uikit/uicollectionviewcell
@preconcurrency @MainActor
open class UICollectionViewCell: UICollectionReusableView {
    open var contentView: UIView { fatalError() }
    open var isSelected: Bool {
        get { fatalError() }
        set {}
    }
    open var isHighlighted: Bool {
        get { fatalError() }
        set {}
    }
}

/// https://developer.apple.com/documentation/uikit/uicontentconfiguration
@available(iOS 14.0, *)
@preconcurrency @MainActor
public protocol UIContentConfiguration {}

/// https://developer.apple.com/documentation/uikit/uilistcontentconfiguration
@available(iOS 14.0, *)
@preconcurrency @MainActor
public struct UIListContentConfiguration: UIContentConfiguration {
    public var text: String?
    public var secondaryText: String?
    public var attributedText: NSAttributedString?
    public var textProperties: UIListContentConfiguration.TextProperties
    public var secondaryTextProperties: UIListContentConfiguration.TextProperties
    public static func cell() -> UIListContentConfiguration { fatalError() }

    /// https://developer.apple.com/documentation/uikit/uilistcontentconfiguration/textproperties-swift.struct
    public struct TextProperties {
        public var font: UIFont
        public var color: UIColor
        public var numberOfLines: Int
        public var adjustsFontForContentSizeCategory: Bool
        public var adjustsFontSizeToFitWidth: Bool
    }
}

/// https://developer.apple.com/documentation/uikit/uipickerview
@preconcurrency @MainActor
open class UIPickerView: UIView {}

/// https://developer.apple.com/documentation/uikit/uipickerviewdelegate
// All of its requirements are optional (@objc optional), which Linux cannot express for
// protocols: the stub declares none, so a delegate's methods type-check as its own.
@preconcurrency @MainActor
public protocol UIPickerViewDelegate: NSObjectProtocol {}
