// The checker's entry point: a parsed file in, the resolved model and diagnostics out.
import TransModel
import TransSyntax

/// The checker's result.
public struct CheckedFile: Sendable {
    /// The resolved model; complete only when `diagnostics` has no errors.
    public var program: Program
    /// Semantic errors and warnings, in the order found.
    public var diagnostics: [Diagnostic]
}

/// Resolves names, inheritance, types and units, enforces UIKit's rules, and builds the
/// `Program` both backends read.
public enum Checker {
    /// Checks `syntax`, the parse of a file named `sourceName`.
    public static func check(
        _ syntax: FileSyntax, sourceName: String,
        deploymentTarget: DeploymentTarget = .oldestSupported
    ) -> CheckedFile {
        LargeStack.run {
            checkOnThisStack(syntax, sourceName: sourceName, deploymentTarget: deploymentTarget, keepsModel: true)
        }
    }

    /// The diagnostics `check` reports for `syntax`, found without keeping the model: each
    /// transition's is dropped once checked, so `transc check` of a large file never holds
    /// them all beside the tree (issue 13).
    public static func diagnose(
        _ syntax: FileSyntax, sourceName: String,
        deploymentTarget: DeploymentTarget = .oldestSupported
    ) -> [Diagnostic] {
        LargeStack.run {
            checkOnThisStack(syntax, sourceName: sourceName, deploymentTarget: deploymentTarget, keepsModel: false)
        }.diagnostics
    }

    private static func checkOnThisStack(
        _ syntax: FileSyntax, sourceName: String, deploymentTarget: DeploymentTarget, keepsModel: Bool
    ) -> CheckedFile {
        let context = CheckContext(deploymentTarget: deploymentTarget)
        let declarations = DeclarationTable(syntax, context: context)
        let inheritance = Inheritance(declarations, context: context)
        var transitions: [Transition] = []
        let bases = Set(declarations.transitions.compactMap { $0.base?.name })
        for declaration in declarations.transitions {
            guard let body = inheritance.resolvedBody(of: declaration.name.name) else { continue }
            let checker = TransitionChecker(
                context: context, declaration: declaration, body: body, isBase: bases.contains(declaration.name.name))
            if let transition = checker.check(), keepsModel {
                transitions.append(transition)
            }
        }
        checkUnusedConstants(declarations.constants, context: context)
        return CheckedFile(
            program: Program(sourceName: sourceName, transitions: transitions), diagnostics: context.diagnostics)
    }

    /// Checks on their own the constants of `order` (the first declaration of each, in source
    /// order) that no expression referred to and no cycle reported.
    static func checkUnusedConstants(_ order: [ConstantDeclaration], context: CheckContext) {
        for constant in order
        where !context.evaluatedConstants.contains(constant.name.name)
            && !context.cyclicConstants.contains(constant.name.name)
        {
            ExpressionChecker(context: context).checkUnused(constant)
        }
    }
}
