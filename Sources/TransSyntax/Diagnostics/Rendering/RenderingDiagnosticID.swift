// The ids the renderers report themselves, typed as the phases' ids are.

/// Every id a renderer adds to what the phases report (`limitedForOutput`), raw value the
/// printed id.
public enum RenderingDiagnosticID: String, DiagnosticIDCatalogue {
    case tooManyDiagnostics = "render.too-many-diagnostics"
}
