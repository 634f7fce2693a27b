// The spec's card.trans, resolved by hand as the checker will resolve it.

import TransModel

extension Fixtures {
    /// `inset(top: 80, left: 35, bottom: 80, right: 35)`.
    static let cardFrame = FrameExpression.rect(
        x: .constant(35),
        y: .constant(80),
        width: .subtract(.subtract(.container(.width), .constant(35)), .constant(35)),
        height: .subtract(.subtract(.container(.height), .constant(80)), .constant(80))
    )

    /// `spring(damping: 0.7, velocity: 0.3)` over 0.55 s.
    static let cardTiming = timing(.uiKitSpring(dampingRatio: 0.7, velocity: 0.3), duration: 0.55)

    /// The dimming view's implicit fade between 0 and 0.4 with the phase's timing.
    static func cardDimming(_ from: Double, _ to: Double) -> Track {
        track(.alpha, number(from), number(to), timing: cardTiming, target: .dimming)
    }

    /// card.trans: the card drops in from above on a spring and falls out through the bottom.
    static let card: Program = {
        let presentation = Presentation(
            frame: cardFrame, removesPresentersView: false,
            dimming: Dimming(color: Color(red: 0, green: 0, blue: 0, alpha: 1), alpha: 0.4, tapToDismiss: true),
            cornerRadius: nil
        )
        // final.offset(y: -container.height) -> final
        let drop = track(
            .frame, .frame(.offset(.final, dx: .constant(0), dy: .negate(.container(.height)))), .frame(.final),
            timing: cardTiming
        )
        // final -> offscreen(bottom).offset(y: 10)
        let offscreenBottom = FrameExpression.rect(
            x: .component(.final, .x), y: .container(.height),
            width: .component(.final, .width), height: .component(.final, .height)
        )
        let fall = track(
            .frame, .frame(.final), .frame(.offset(offscreenBottom, dx: .constant(0), dy: .constant(10))),
            timing: cardTiming
        )
        return program(
            [
                transition(
                    "Card",
                    present: phase(.present, [drop], timing: cardTiming, dimmingFade: cardDimming(0, 0.4)),
                    dismiss: phase(.dismiss, [fall], timing: cardTiming, dimmingFade: cardDimming(0.4, 0)),
                    presentation: presentation
                )
            ],
            sourceName: "card.trans"
        )
    }()
}
