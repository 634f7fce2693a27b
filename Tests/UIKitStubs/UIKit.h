// Stub of the C part of Apple's UIKit: the NS_ENUM / NS_OPTIONS / NS_TYPED_ENUM types that
// transc's emitted code touches (UIView.h, UIViewController.h, UIGestureRecognizer.h,
// UIViewAnimating.h, UITimingCurveProvider.h, UIViewControllerTransitionCoordinator.h).
// Declaring them in C, as Apple does, is what makes them
//   - non-frozen: a `switch` without `@unknown default` is diagnosed as on Apple's SDK,
//   - Objective-C representable, so the @objc protocols in UIKit.swift can use them,
//   - option sets with the same member names (the importer strips the common prefix).
// UIKit.swift nests them under their Swift names (UIView.AnimationOptions = UIViewAnimationOptions).
#ifndef TRANSC_STUB_UIKIT_H
#define TRANSC_STUB_UIKIT_H

#include "CoreGraphics.h"
#include "QuartzCore.h"

// NS_ENUM / NS_OPTIONS / NS_SWIFT_SENDABLE as Foundation's NSObjCRuntime.h spells them for
// Objective-C with fixed-underlying-type enums (NSInteger = long, NSUInteger = unsigned long).
#define UI_STUB_ENUM(_type, _name) \
    enum __attribute__((enum_extensibility(open))) _name : _type _name; enum _name : _type
#define UI_STUB_OPTIONS(_type, _name) \
    enum __attribute__((flag_enum, enum_extensibility(open))) _name : _type _name; enum _name : _type
#define UI_STUB_SENDABLE __attribute__((swift_attr("@Sendable")))
// The importer drops zero-valued NS_OPTIONS members ("use [] to construct an empty option set")
// unless they carry a Swift name. Apple's SDK does expose these (`.curveEaseInOut`,
// `.calculationModeLinear`, …), so the stub names them explicitly.
#define UI_STUB_ZERO_OPTION(_name) __attribute__((swift_name(#_name)))

// UIGeometry.h
struct UIEdgeInsets { CGFloat top, left, bottom, right; };
typedef struct UIEdgeInsets UIEdgeInsets;
extern const UIEdgeInsets UIEdgeInsetsZero __attribute__((swift_name("UIEdgeInsets.zero")));

typedef UI_STUB_OPTIONS(unsigned long, UIRectEdge) {
    UIRectEdgeNone   = 0,
    UIRectEdgeTop    = 1 << 0,
    UIRectEdgeLeft   = 1 << 1,
    UIRectEdgeBottom = 1 << 2,
    UIRectEdgeRight  = 1 << 3,
    UIRectEdgeAll    = UIRectEdgeTop | UIRectEdgeLeft | UIRectEdgeBottom | UIRectEdgeRight
};

typedef UI_STUB_OPTIONS(unsigned long, UIRectCorner) {
    UIRectCornerTopLeft     = 1 << 0,
    UIRectCornerTopRight    = 1 << 1,
    UIRectCornerBottomLeft  = 1 << 2,
    UIRectCornerBottomRight = 1 << 3,
    UIRectCornerAllCorners  = ~0UL
};

// UIView.h
typedef UI_STUB_ENUM(long, UIViewAnimationCurve) {
    UIViewAnimationCurveEaseInOut,
    UIViewAnimationCurveEaseIn,
    UIViewAnimationCurveEaseOut,
    UIViewAnimationCurveLinear,
};

typedef UI_STUB_OPTIONS(unsigned long, UIViewAutoresizing) {
    UIViewAutoresizingNone                 = 0,
    UIViewAutoresizingFlexibleLeftMargin   = 1 << 0,
    UIViewAutoresizingFlexibleWidth        = 1 << 1,
    UIViewAutoresizingFlexibleRightMargin  = 1 << 2,
    UIViewAutoresizingFlexibleTopMargin    = 1 << 3,
    UIViewAutoresizingFlexibleHeight       = 1 << 4,
    UIViewAutoresizingFlexibleBottomMargin = 1 << 5
};

typedef UI_STUB_OPTIONS(unsigned long, UIViewAnimationOptions) {
    UIViewAnimationOptionLayoutSubviews            = 1 <<  0,
    UIViewAnimationOptionAllowUserInteraction      = 1 <<  1,
    UIViewAnimationOptionBeginFromCurrentState     = 1 <<  2,
    UIViewAnimationOptionRepeat                    = 1 <<  3,
    UIViewAnimationOptionAutoreverse               = 1 <<  4,
    UIViewAnimationOptionOverrideInheritedDuration = 1 <<  5,
    UIViewAnimationOptionOverrideInheritedCurve    = 1 <<  6,
    UIViewAnimationOptionAllowAnimatedContent      = 1 <<  7,
    UIViewAnimationOptionShowHideTransitionViews   = 1 <<  8,
    UIViewAnimationOptionOverrideInheritedOptions  = 1 <<  9,

    UIViewAnimationOptionCurveEaseInOut UI_STUB_ZERO_OPTION(curveEaseInOut) = 0 << 16,
    UIViewAnimationOptionCurveEaseIn               = 1 << 16,
    UIViewAnimationOptionCurveEaseOut              = 2 << 16,
    UIViewAnimationOptionCurveLinear               = 3 << 16,

    UIViewAnimationOptionTransitionNone UI_STUB_ZERO_OPTION(transitionNone) = 0 << 20,
    UIViewAnimationOptionTransitionFlipFromLeft    = 1 << 20,
    UIViewAnimationOptionTransitionFlipFromRight   = 2 << 20,
    UIViewAnimationOptionTransitionCurlUp          = 3 << 20,
    UIViewAnimationOptionTransitionCurlDown        = 4 << 20,
    UIViewAnimationOptionTransitionCrossDissolve   = 5 << 20,
    UIViewAnimationOptionTransitionFlipFromTop     = 6 << 20,
    UIViewAnimationOptionTransitionFlipFromBottom  = 7 << 20,

    UIViewAnimationOptionPreferredFramesPerSecondDefault UI_STUB_ZERO_OPTION(preferredFramesPerSecondDefault) = 0 << 24,
    UIViewAnimationOptionPreferredFramesPerSecond60      = 3 << 24,
    UIViewAnimationOptionPreferredFramesPerSecond30      = 7 << 24,
};

typedef UI_STUB_OPTIONS(unsigned long, UIViewKeyframeAnimationOptions) {
    UIViewKeyframeAnimationOptionLayoutSubviews            = UIViewAnimationOptionLayoutSubviews,
    UIViewKeyframeAnimationOptionAllowUserInteraction      = UIViewAnimationOptionAllowUserInteraction,
    UIViewKeyframeAnimationOptionBeginFromCurrentState     = UIViewAnimationOptionBeginFromCurrentState,
    UIViewKeyframeAnimationOptionRepeat                    = UIViewAnimationOptionRepeat,
    UIViewKeyframeAnimationOptionAutoreverse               = UIViewAnimationOptionAutoreverse,
    UIViewKeyframeAnimationOptionOverrideInheritedDuration = UIViewAnimationOptionOverrideInheritedDuration,
    UIViewKeyframeAnimationOptionOverrideInheritedOptions  = UIViewAnimationOptionOverrideInheritedOptions,

    UIViewKeyframeAnimationOptionCalculationModeLinear UI_STUB_ZERO_OPTION(calculationModeLinear) = 0 << 10,
    UIViewKeyframeAnimationOptionCalculationModeDiscrete   = 1 << 10,
    UIViewKeyframeAnimationOptionCalculationModePaced      = 2 << 10,
    UIViewKeyframeAnimationOptionCalculationModeCubic      = 3 << 10,
    UIViewKeyframeAnimationOptionCalculationModeCubicPaced = 4 << 10
};

// UIBlurEffect.h (the tvOS-only and the light/dark-only materials left out)
#define UI_STUB_IOS13 __attribute__((availability(ios, introduced=13.0)))
typedef UI_STUB_ENUM(long, UIBlurEffectStyle) {
    UIBlurEffectStyleExtraLight = 0,
    UIBlurEffectStyleLight = 1,
    UIBlurEffectStyleDark = 2,
    UIBlurEffectStyleRegular = 4,
    UIBlurEffectStyleProminent = 5,
    UIBlurEffectStyleSystemUltraThinMaterial UI_STUB_IOS13 = 6,
    UIBlurEffectStyleSystemThinMaterial UI_STUB_IOS13 = 7,
    UIBlurEffectStyleSystemMaterial UI_STUB_IOS13 = 8,
    UIBlurEffectStyleSystemThickMaterial UI_STUB_IOS13 = 9,
    UIBlurEffectStyleSystemChromeMaterial UI_STUB_IOS13 = 10,
};

// UIViewController.h
typedef UI_STUB_ENUM(long, UIModalTransitionStyle) {
    UIModalTransitionStyleCoverVertical = 0,
    UIModalTransitionStyleFlipHorizontal,
    UIModalTransitionStyleCrossDissolve,
    UIModalTransitionStylePartialCurl,
};

typedef UI_STUB_ENUM(long, UIModalPresentationStyle) {
    UIModalPresentationFullScreen = 0,
    UIModalPresentationPageSheet,
    UIModalPresentationFormSheet,
    UIModalPresentationCurrentContext,
    UIModalPresentationCustom,
    UIModalPresentationOverFullScreen,
    UIModalPresentationOverCurrentContext,
    UIModalPresentationPopover,
    UIModalPresentationBlurOverFullScreen,
    UIModalPresentationNone = -1,
    UIModalPresentationAutomatic = -2,
};

// UIGestureRecognizer.h
typedef UI_STUB_ENUM(long, UIGestureRecognizerState) {
    UIGestureRecognizerStatePossible,
    UIGestureRecognizerStateBegan,
    UIGestureRecognizerStateChanged,
    UIGestureRecognizerStateEnded,
    UIGestureRecognizerStateCancelled,
    UIGestureRecognizerStateFailed,
    UIGestureRecognizerStateRecognized = UIGestureRecognizerStateEnded
};

// UIViewAnimating.h
typedef UI_STUB_ENUM(long, UIViewAnimatingState) {
    UIViewAnimatingStateInactive,
    UIViewAnimatingStateActive,
    UIViewAnimatingStateStopped,
};

typedef UI_STUB_ENUM(long, UIViewAnimatingPosition) {
    UIViewAnimatingPositionEnd,
    UIViewAnimatingPositionStart,
    UIViewAnimatingPositionCurrent,
};

// UITimingCurveProvider.h
typedef UI_STUB_ENUM(long, UITimingCurveType) {
    UITimingCurveTypeBuiltin,
    UITimingCurveTypeCubic,
    UITimingCurveTypeSpring,
    UITimingCurveTypeComposed,
};

// UIViewControllerTransitionCoordinator.h / UIViewControllerTransitioning.h.
// Apple: typedef NSString *UITransitionContextViewKey NS_TYPED_ENUM (raw value String). The
// stub has no NSString, so the raw value is a C string; the Swift type, its `.from`/`.to`
// members and its Objective-C representability are the same.
typedef const char *UITransitionContextViewControllerKey
    __attribute__((swift_newtype(struct))) UI_STUB_SENDABLE;
typedef const char *UITransitionContextViewKey
    __attribute__((swift_newtype(struct))) UI_STUB_SENDABLE;

extern const UITransitionContextViewControllerKey UITransitionContextFromViewControllerKey
    __attribute__((swift_name("UITransitionContextViewControllerKey.from")));
extern const UITransitionContextViewControllerKey UITransitionContextToViewControllerKey
    __attribute__((swift_name("UITransitionContextViewControllerKey.to")));
extern const UITransitionContextViewKey UITransitionContextFromViewKey
    __attribute__((swift_name("UITransitionContextViewKey.from")));
extern const UITransitionContextViewKey UITransitionContextToViewKey
    __attribute__((swift_name("UITransitionContextViewKey.to")));

#endif
