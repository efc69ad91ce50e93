import SwiftUI
import UIKit

struct DocumentScanner: UIViewControllerRepresentable {
    @Binding var isFinished: Bool

    func makeUIViewController(context: Context) -> UIViewController {
        UIViewController()
    }

    func updateUIViewController(_ controller: UIViewController, context: Context) {
        if isFinished {
            UIAccessibility.post(notification: .screenChanged, argument: nil)
        }
    }
}
