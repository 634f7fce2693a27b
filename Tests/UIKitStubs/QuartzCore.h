// Stub of the C part of Apple's QuartzCore (CABase.h with CACurrentMediaTime, CATransform3D.h, CALayer.h's
// CACornerMask), reduced to what transc's emitted code needs. Declarations mirror Apple's
// headers; the Swift spellings come out of the Clang importer as on Apple's platforms
// (CATransform3DMakeRotation(_:_:_:_:), CATransform3DIdentity, CACornerMask.layerMinXMinYCorner).
#ifndef TRANSC_STUB_QUARTZCORE_H
#define TRANSC_STUB_QUARTZCORE_H

#include "CoreGraphics.h"

// CABase.h
typedef double CFTimeInterval;
/// CABase.h: the current absolute time, in seconds, of Core Animation's media clock.
CFTimeInterval CACurrentMediaTime(void);

// CATransform3D.h
struct CATransform3D {
    CGFloat m11, m12, m13, m14;
    CGFloat m21, m22, m23, m24;
    CGFloat m31, m32, m33, m34;
    CGFloat m41, m42, m43, m44;
};
typedef struct CATransform3D CATransform3D;

extern const CATransform3D CATransform3DIdentity;
_Bool CATransform3DIsIdentity(CATransform3D t);
_Bool CATransform3DEqualToTransform(CATransform3D a, CATransform3D b);
CATransform3D CATransform3DMakeTranslation(CGFloat tx, CGFloat ty, CGFloat tz);
CATransform3D CATransform3DMakeScale(CGFloat sx, CGFloat sy, CGFloat sz);
CATransform3D CATransform3DMakeRotation(CGFloat angle, CGFloat x, CGFloat y, CGFloat z);
CATransform3D CATransform3DTranslate(CATransform3D t, CGFloat tx, CGFloat ty, CGFloat tz);
CATransform3D CATransform3DScale(CATransform3D t, CGFloat sx, CGFloat sy, CGFloat sz);
CATransform3D CATransform3DRotate(CATransform3D t, CGFloat angle, CGFloat x, CGFloat y, CGFloat z);
CATransform3D CATransform3DConcat(CATransform3D a, CATransform3D b);
CATransform3D CATransform3DInvert(CATransform3D t);
CATransform3D CATransform3DMakeAffineTransform(CGAffineTransform m);
_Bool CATransform3DIsAffine(CATransform3D t);
CGAffineTransform CATransform3DGetAffineTransform(CATransform3D t);

// CALayer.h: typedef NS_OPTIONS(NSUInteger, CACornerMask)
typedef enum __attribute__((flag_enum, enum_extensibility(open))) CACornerMask : unsigned long CACornerMask;
enum CACornerMask : unsigned long {
    kCALayerMinXMinYCorner __attribute__((swift_name("layerMinXMinYCorner"))) = 1U << 0,
    kCALayerMaxXMinYCorner __attribute__((swift_name("layerMaxXMinYCorner"))) = 1U << 1,
    kCALayerMinXMaxYCorner __attribute__((swift_name("layerMinXMaxYCorner"))) = 1U << 2,
    kCALayerMaxXMaxYCorner __attribute__((swift_name("layerMaxXMaxYCorner"))) = 1U << 3,
};

#endif
