import UIKit

final class QuizViewController: UIViewController {
    private let questionLabel = UILabel()

    func submit(answer: String, correct: Bool) {
        if #available(iOS 17, *) {
            AccessibilityNotification.Announcement(correct ? "Correct" : "Incorrect").post()
        } else {
            UIAccessibility.post(notification: .announcement, argument: correct ? "Correct" : "Incorrect")
        }
        questionLabel.text = "Next question"
        if #available(iOS 17, *) {
            AccessibilityNotification.ScreenChanged(questionLabel).post()
        } else {
            UIAccessibility.post(notification: .screenChanged, argument: questionLabel)
        }
    }
}
