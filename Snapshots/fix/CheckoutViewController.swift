import UIKit

/// Layout constants shared by the checkout screen.
enum Layout {
    static let margin: CGFloat = 20
    static let spacing: CGFloat = 12
    static let bodySize: CGFloat = 16
    static let buttonHeight: CGFloat = 52
}

/// A line item in the user's cart.
struct CartItem {
    let name: String
    let quantity: Int
    let unitPrice: Decimal
}

/// Summary of the order displayed at checkout.
struct CheckoutSummary {
    var items: [CartItem]
    var shipping: Decimal
    var tax: Decimal

    var subtotal: Decimal {
        items.reduce(0) { $0 + $1.unitPrice * Decimal($1.quantity) }
    }

    var total: Decimal {
        subtotal + shipping + tax
    }
}

/// A title/value row used in the order summary stack.
final class SummaryRowView: UIView {
    private let titleLabel = UILabel()
    let valueLabel = UILabel()

    init(title: String, value: String) {
        super.init(frame: .zero)
        titleLabel.text = title
        titleLabel.font = UIFontMetrics(forTextStyle: .subheadline).scaledFont(for: UIFont.systemFont(ofSize: 14))
        titleLabel.adjustsFontForContentSizeCategory = true
        titleLabel.textColor = .secondaryLabel
        valueLabel.text = value
        valueLabel.font = UIFontMetrics(forTextStyle: .subheadline).scaledFont(for: UIFont.systemFont(ofSize: 14, weight: .semibold))
        valueLabel.adjustsFontForContentSizeCategory = true
        valueLabel.textAlignment = .right

        let stack = UIStackView(arrangedSubviews: [titleLabel, valueLabel])
        stack.axis = .horizontal
        stack.distribution = .fill
        stack.translatesAutoresizingMaskIntoConstraints = false
        addSubview(stack)
        NSLayoutConstraint.activate([
            stack.topAnchor.constraint(equalTo: topAnchor),
            stack.bottomAnchor.constraint(equalTo: bottomAnchor),
            stack.leadingAnchor.constraint(equalTo: leadingAnchor),
            stack.trailingAnchor.constraint(equalTo: trailingAnchor),
        ])
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}

final class CheckoutViewController: UIViewController {
    private let summary: CheckoutSummary

    private let titleLabel = UILabel()
    private let sectionLabel = UILabel()
    private let priceLabel = UILabel()
    private let disclaimerLabel = UILabel()
    private let deliveryLabel = UILabel()
    private let promoField = UITextField()
    private let notesView = UITextView()
    private let payButton = UIButton(type: .system)
    private let badgeView = UIView()
    private let stackView = UIStackView()

    private let currencyFormatter: NumberFormatter = {
        let formatter = NumberFormatter()
        formatter.numberStyle = .currency
        return formatter
    }()

    init(summary: CheckoutSummary) {
        self.summary = summary
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        configureViews()
        layoutViews()
    }

    private func configureViews() {
        titleLabel.text = "Checkout"
        titleLabel.font = UIFontMetrics(forTextStyle: .title1).scaledFont(for: UIFont.systemFont(ofSize: 28, weight: .bold))
        titleLabel.adjustsFontForContentSizeCategory = true

        sectionLabel.text = "Order Summary"
        sectionLabel.font = UIFont(name: "AvenirNext-DemiBold", size: 20).map { UIFontMetrics(forTextStyle: .title3).scaledFont(for: $0) }
        sectionLabel.adjustsFontForContentSizeCategory = true

        priceLabel.text = currencyFormatter.string(from: summary.total as NSDecimalNumber)
        priceLabel.font = UIFontMetrics(forTextStyle: .body).scaledFont(for: .monospacedDigitSystemFont(ofSize: 17, weight: .regular))
        priceLabel.adjustsFontForContentSizeCategory = true
        priceLabel.textAlignment = .right

        disclaimerLabel.text = "Taxes are calculated based on your shipping address."
        disclaimerLabel.font = .preferredFont(forTextStyle: .subheadline)
        disclaimerLabel.adjustsFontForContentSizeCategory = true
        disclaimerLabel.textColor = .secondaryLabel
        disclaimerLabel.numberOfLines = 0

        deliveryLabel.text = "Estimated delivery: 3–5 business days"
        deliveryLabel.font = UIFont.preferredFont(forTextStyle: .body)
        deliveryLabel.adjustsFontForContentSizeCategory = true
        deliveryLabel.numberOfLines = 0

        promoField.placeholder = "Promo code"
        promoField.borderStyle = .roundedRect
        promoField.autocapitalizationType = .allCharacters
        promoField.font = UIFontMetrics(forTextStyle: .callout).scaledFont(for: UIFont.systemFont(ofSize: Layout.bodySize))
        promoField.adjustsFontForContentSizeCategory = true

        notesView.font = .preferredFont(forTextStyle: .subheadline)
        notesView.adjustsFontForContentSizeCategory = true
        notesView.layer.borderColor = UIColor.separator.cgColor
        notesView.layer.borderWidth = 1
        notesView.layer.cornerRadius = 8

        badgeView.backgroundColor = .systemGreen
        badgeView.layer.cornerRadius = 6
        badgeView.layer.masksToBounds = true

        payButton.setTitle("Pay Now", for: .normal)
        payButton.titleLabel?.font = .boldSystemFont(ofSize: 17)
        payButton.backgroundColor = .systemBlue
        payButton.setTitleColor(.white, for: .normal)
        payButton.layer.cornerRadius = 12
        payButton.addTarget(self, action: #selector(payTapped), for: .touchUpInside)
    }

    private func layoutViews() {
        stackView.axis = .vertical
        stackView.spacing = Layout.spacing
        stackView.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(stackView)

        let headerRow = UIStackView(arrangedSubviews: [titleLabel, badgeView])
        headerRow.alignment = .center
        headerRow.spacing = 8
        stackView.addArrangedSubview(headerRow)
        stackView.addArrangedSubview(sectionLabel)

        for item in summary.items {
            let price = currencyFormatter.string(from: item.unitPrice * Decimal(item.quantity) as NSDecimalNumber) ?? ""
            stackView.addArrangedSubview(SummaryRowView(title: "\(item.quantity)× \(item.name)", value: price))
        }

        [priceLabel, disclaimerLabel, deliveryLabel, promoField, notesView, payButton].forEach {
            stackView.addArrangedSubview($0)
        }

        NSLayoutConstraint.activate([
            stackView.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: Layout.margin),
            stackView.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: Layout.margin),
            stackView.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -Layout.margin),
            badgeView.widthAnchor.constraint(equalToConstant: 12),
            badgeView.heightAnchor.constraint(equalToConstant: 12),
            notesView.heightAnchor.constraint(equalToConstant: 88),
            payButton.heightAnchor.constraint(equalToConstant: Layout.buttonHeight),
        ])
    }

    @objc private func payTapped() {
        payButton.isEnabled = false
        // Payment submission is handled by the coordinator.
    }
}
