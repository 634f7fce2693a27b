// The behavioural UIKit model for Linux (see docs/simulation.md): a runnable module named
// `UIKit`, so that code emitted for Apple's SDK compiles and runs unchanged (after the
// Objective-C rewrite). Linux Foundation supplies NSObject, CGFloat, CGPoint, CGSize, CGRect.
@_exported import Foundation

public typealias CFTimeInterval = Double
