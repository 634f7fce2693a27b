// UIContentContainer.h: the protocol view controllers and presentation controllers adopt so
// that a parent can tell a child the size it will have
// (https://developer.apple.com/documentation/uikit/uicontentcontainer).
import Foundation

@MainActor public protocol UIContentContainer: AnyObject {
    var preferredContentSize: CGSize { get }
    func size(
        forChildContentContainer container: any UIContentContainer, withParentContainerSize parentSize: CGSize
    ) -> CGSize
}
