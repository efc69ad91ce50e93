import UIKit

final class QuizViewController: UIViewController {
    private let questionLabel = UILabel()

    func submit(answer: String, correct: Bool) {
        AccessibilityNotification.Announcement(correct ? "Correct" : "Incorrect").post()
        questionLabel.text = "Next question"
        AccessibilityNotification.ScreenChanged(questionLabel).post()
    }
}
