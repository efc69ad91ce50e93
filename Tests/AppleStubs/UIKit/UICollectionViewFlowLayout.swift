// UICollectionViewLayout and UICollectionViewFlowLayout: the item sizes a grid gives its cells.

import Foundation

/// https://developer.apple.com/documentation/uikit/uicollectionviewlayout
@preconcurrency @MainActor
open class UICollectionViewLayout: NSObject {}

/// https://developer.apple.com/documentation/uikit/uicollectionviewflowlayout
@preconcurrency @MainActor
open class UICollectionViewFlowLayout: UICollectionViewLayout {
    open var itemSize: CGSize {
        get { fatalError() }
        set {}
    }
    open var estimatedItemSize: CGSize {
        get { fatalError() }
        set {}
    }
    public static let automaticSize = CGSize(width: Double.greatestFiniteMagnitude, height: 50)
}

/// https://developer.apple.com/documentation/uikit/uiapplicationdelegate
@MainActor
public protocol UIApplicationDelegate: NSObjectProtocol {}
