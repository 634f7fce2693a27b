// Uses the SwiftUI entry point of card.trans and action-sheet.trans as an app would (the
// example of docs/swiftui.md), and the presenter without SwiftUI. Type-checked with their
// emitted Swift against the stub SDK by SwiftUIEntryPointTests.

#if canImport(SwiftUI)
import SwiftUI

struct Photo: Identifiable {
    let id: Int
}

/// A leaf view: the stub SwiftUI has no `Text`.
struct CardContent: View {
    var close: () -> Void = {}
    var body: Never { fatalError() }
}

struct Gallery: View {
    @State private var showsCard = false
    @State private var photo: Photo?

    var body: some View {
        CardContent()
            .cardTransition(isPresented: $showsCard) {
                CardContent(close: { showsCard = false })
            }
            .cardTransition(item: $photo) { photo in
                CardContent()
            }
            .tallSheetTransition(isPresented: $showsCard) { CardContent() }
    }
}
#endif

#if canImport(UIKit)
import UIKit

/// The presenter from UIKit code, as docs/swiftui.md shows it.
final class PresenterConsumerViewController: UIViewController {
    private let presenter = CardTransition.Presenter()
    private var isShowingCard = false

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(presenter.anchor.view)
        presenter.onDismissByUser = { [weak self] in self?.isShowingCard = false }
    }

    func showCard() {
        isShowingCard = true
        presenter.update(presenting: AnyHashable(true)) { UIViewController() }
    }

    func hideCard() {
        isShowingCard = false
        presenter.dismiss()
    }
}
#endif
