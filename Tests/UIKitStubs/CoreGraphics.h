// Stub of the C part of Apple's CoreGraphics (CGBase.h, CGGeometry.h, CGAffineTransform.h,
// CGColor.h), reduced to what transc's emitted code needs. Every declaration mirrors Apple's
// header of the same name; where Apple's Swift spelling comes from the CoreGraphics Swift
// overlay instead (CGRect.zero, minX, offsetBy…), a swift_name produces the same Swift API.
// Never compiled to code: it is only imported by the Swift type checker.
#ifndef TRANSC_STUB_COREGRAPHICS_H
#define TRANSC_STUB_COREGRAPHICS_H

#define CG_SWIFT_NAME(_name) __attribute__((swift_name(#_name)))

// CGBase.h: on 64-bit platforms CGFloat is double. The Clang importer maps this typedef to
// the Swift struct CoreGraphics.CGFloat declared in CoreGraphics.swift.
typedef double CGFloat;

// CGGeometry.h
struct CGPoint { CGFloat x; CGFloat y; };
typedef struct CGPoint CGPoint;

struct CGSize { CGFloat width; CGFloat height; };
typedef struct CGSize CGSize;

struct CGVector { CGFloat dx; CGFloat dy; };
typedef struct CGVector CGVector;

struct CGRect { CGPoint origin; CGSize size; };
typedef struct CGRect CGRect;

typedef enum __attribute__((enum_extensibility(open))) CGRectEdge : unsigned int CGRectEdge;
enum CGRectEdge : unsigned int { CGRectMinXEdge, CGRectMinYEdge, CGRectMaxXEdge, CGRectMaxYEdge };

extern const CGPoint CGPointZero CG_SWIFT_NAME(CGPoint.zero);
extern const CGSize CGSizeZero CG_SWIFT_NAME(CGSize.zero);
extern const CGRect CGRectZero CG_SWIFT_NAME(CGRect.zero);
extern const CGRect CGRectNull CG_SWIFT_NAME(CGRect.null);
extern const CGRect CGRectInfinite CG_SWIFT_NAME(CGRect.infinite);

CGFloat CGRectGetMinX(CGRect rect) CG_SWIFT_NAME(getter:CGRect.minX(self:));
CGFloat CGRectGetMidX(CGRect rect) CG_SWIFT_NAME(getter:CGRect.midX(self:));
CGFloat CGRectGetMaxX(CGRect rect) CG_SWIFT_NAME(getter:CGRect.maxX(self:));
CGFloat CGRectGetMinY(CGRect rect) CG_SWIFT_NAME(getter:CGRect.minY(self:));
CGFloat CGRectGetMidY(CGRect rect) CG_SWIFT_NAME(getter:CGRect.midY(self:));
CGFloat CGRectGetMaxY(CGRect rect) CG_SWIFT_NAME(getter:CGRect.maxY(self:));
CGFloat CGRectGetWidth(CGRect rect) CG_SWIFT_NAME(getter:CGRect.width(self:));
CGFloat CGRectGetHeight(CGRect rect) CG_SWIFT_NAME(getter:CGRect.height(self:));
_Bool CGRectIsNull(CGRect rect) CG_SWIFT_NAME(getter:CGRect.isNull(self:));
_Bool CGRectIsEmpty(CGRect rect) CG_SWIFT_NAME(getter:CGRect.isEmpty(self:));
_Bool CGRectIsInfinite(CGRect rect) CG_SWIFT_NAME(getter:CGRect.isInfinite(self:));
CGRect CGRectStandardize(CGRect rect) CG_SWIFT_NAME(getter:CGRect.standardized(self:));
CGRect CGRectIntegral(CGRect rect) CG_SWIFT_NAME(getter:CGRect.integral(self:));
CGRect CGRectInset(CGRect rect, CGFloat dx, CGFloat dy) CG_SWIFT_NAME(CGRect.insetBy(self:dx:dy:));
CGRect CGRectOffset(CGRect rect, CGFloat dx, CGFloat dy) CG_SWIFT_NAME(CGRect.offsetBy(self:dx:dy:));
CGRect CGRectUnion(CGRect r1, CGRect r2) CG_SWIFT_NAME(CGRect.union(self:_:));
CGRect CGRectIntersection(CGRect r1, CGRect r2) CG_SWIFT_NAME(CGRect.intersection(self:_:));
_Bool CGRectContainsPoint(CGRect rect, CGPoint point) CG_SWIFT_NAME(CGRect.contains(self:_:));
_Bool CGRectContainsRect(CGRect rect1, CGRect rect2) CG_SWIFT_NAME(CGRect.contains(self:_:));
_Bool CGRectIntersectsRect(CGRect rect1, CGRect rect2) CG_SWIFT_NAME(CGRect.intersects(self:_:));

// CGAffineTransform.h
struct CGAffineTransform { CGFloat a, b, c, d; CGFloat tx, ty; };
typedef struct CGAffineTransform CGAffineTransform;

extern const CGAffineTransform CGAffineTransformIdentity CG_SWIFT_NAME(CGAffineTransform.identity);
CGAffineTransform CGAffineTransformMakeTranslation(CGFloat tx, CGFloat ty)
    CG_SWIFT_NAME(CGAffineTransform.init(translationX:y:));
CGAffineTransform CGAffineTransformMakeScale(CGFloat sx, CGFloat sy)
    CG_SWIFT_NAME(CGAffineTransform.init(scaleX:y:));
CGAffineTransform CGAffineTransformMakeRotation(CGFloat angle)
    CG_SWIFT_NAME(CGAffineTransform.init(rotationAngle:));
_Bool CGAffineTransformIsIdentity(CGAffineTransform t)
    CG_SWIFT_NAME(getter:CGAffineTransform.isIdentity(self:));
CGAffineTransform CGAffineTransformTranslate(CGAffineTransform t, CGFloat tx, CGFloat ty)
    CG_SWIFT_NAME(CGAffineTransform.translatedBy(self:x:y:));
CGAffineTransform CGAffineTransformScale(CGAffineTransform t, CGFloat sx, CGFloat sy)
    CG_SWIFT_NAME(CGAffineTransform.scaledBy(self:x:y:));
CGAffineTransform CGAffineTransformRotate(CGAffineTransform t, CGFloat angle)
    CG_SWIFT_NAME(CGAffineTransform.rotated(self:by:));
CGAffineTransform CGAffineTransformInvert(CGAffineTransform t)
    CG_SWIFT_NAME(CGAffineTransform.inverted(self:));
CGAffineTransform CGAffineTransformConcat(CGAffineTransform t1, CGAffineTransform t2)
    CG_SWIFT_NAME(CGAffineTransform.concatenating(self:_:));
CGPoint CGPointApplyAffineTransform(CGPoint point, CGAffineTransform t)
    CG_SWIFT_NAME(CGPoint.applying(self:_:));
CGSize CGSizeApplyAffineTransform(CGSize size, CGAffineTransform t)
    CG_SWIFT_NAME(CGSize.applying(self:_:));
CGRect CGRectApplyAffineTransform(CGRect rect, CGAffineTransform t)
    CG_SWIFT_NAME(CGRect.applying(self:_:));

// CGColor.h: a Core Foundation type, imported as the Swift class CGColor.
typedef struct __attribute__((objc_bridge(id))) CGColor *CGColorRef;
CGFloat CGColorGetAlpha(CGColorRef color) CG_SWIFT_NAME(getter:CGColor.alpha(self:));

// CGPath.h: an immutable Core Foundation type, imported as the Swift class CGPath.
typedef const struct __attribute__((objc_bridge(id))) CGPath *CGPathRef;
CGRect CGPathGetBoundingBox(CGPathRef path) CG_SWIFT_NAME(getter:CGPath.boundingBox(self:));

#endif
