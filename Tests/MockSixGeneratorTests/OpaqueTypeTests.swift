import Testing

@testable import MockSixGenerator

/// Checks that an opaque type is found in a type's parsed shape, wherever it is nested, which
/// keeps a member that takes one from getting a typed ID.
@Suite struct OpaqueTypeTests {
  private let some = SymbolGraph.Fragment(kind: "keyword", spelling: "some")
  private let element = SymbolGraph.Fragment(
    kind: "typeIdentifier", spelling: "Element", preciseIdentifier: "s:1M7ElementP")

  private func text(_ spelling: String) -> SymbolGraph.Fragment {
    SymbolGraph.Fragment(kind: "text", spelling: spelling)
  }

  @Test func anOpaqueTypeIsFoundWhereverItIs() {
    let box = SymbolGraph.Fragment(
      kind: "typeIdentifier", spelling: "Box", preciseIdentifier: "s:1M3BoxV")
    let types: [[SymbolGraph.Fragment]] = [
      [some, text(" "), element],
      [text("["), some, text(" "), element, text("]")],
      [text("("), some, text(" "), element, text(")?")],
      [box, text("<"), some, text(" "), element, text(">")],
      [text("[String : "), some, text(" "), element, text("]")],
    ]
    for fragments in types {
      #expect(TypeReference(fragments).containsOpaqueType, "\(fragments.text)")
    }
  }

  @Test func existentialsAndNamedTypesAreNotOpaque() {
    let any = SymbolGraph.Fragment(kind: "keyword", spelling: "any")
    #expect(!TypeReference([any, text(" "), element]).containsOpaqueType)
    #expect(!TypeReference([text("["), element, text("]")]).containsOpaqueType)
    #expect(
      !TypeReference([text("(some: "), element, text(", other: "), element, text(")")])
        .containsOpaqueType)
  }
}
