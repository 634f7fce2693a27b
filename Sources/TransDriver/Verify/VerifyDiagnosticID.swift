// The ids `--verify` reports about a file's expectations, typed as the phases' ids are.
import TransSyntax

/// Every id `--verify` reports (`ExpectationParser`, `Verifier`), raw value the printed id.
public enum VerifyDiagnosticID: String, DiagnosticIDCatalogue {
    case malformed = "verify.malformed"
    case missing = "verify.missing"
    case unexpected = "verify.unexpected"
}
