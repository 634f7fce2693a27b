// TransLanguageServerTests: placeholder until the module's first file lands.
