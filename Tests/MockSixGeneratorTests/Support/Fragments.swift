@testable import MockSixGenerator

// Fragments as the symbol graph gives them, for the tests that build a type's fragments by hand.

/// A text fragment, such as `.` or `<`.
func textFragment(_ spelling: String) -> SymbolGraph.Fragment {
  SymbolGraph.Fragment(kind: "text", spelling: spelling)
}

/// A type's name, with its precise identifier when it has one.
func nameFragment(_ spelling: String, _ id: String? = nil) -> SymbolGraph.Fragment {
  SymbolGraph.Fragment(kind: "typeIdentifier", spelling: spelling, preciseIdentifier: id)
}
