import Testing

@testable import MockSixGenerator

/// Checks that an opaque type is found in a type's parsed shape, wherever it is nested, which
/// keeps a member that takes one from getting a typed ID.
@Suite struct OpaqueTypeTests {
  private let some = SymbolGraph.Fragment(kind: "keyword", spelling: "some")
  private let element = SymbolGraph.Fragment(
    kind: "typeIdentifier", spelling: "Element", preciseIdentifier: "s:1M7ElementP")

  @Test func anOpaqueTypeIsFoundWhereverItIs() {
    let box = SymbolGraph.Fragment(
      kind: "typeIdentifier", spelling: "Box", preciseIdentifier: "s:1M3BoxV")
    let types: [[SymbolGraph.Fragment]] = [
      [some, textFragment(" "), element],
      [textFragment("["), some, textFragment(" "), element, textFragment("]")],
      [textFragment("("), some, textFragment(" "), element, textFragment(")?")],
      [box, textFragment("<"), some, textFragment(" "), element, textFragment(">")],
      [textFragment("[String : "), some, textFragment(" "), element, textFragment("]")],
    ]
    for fragments in types {
      #expect(TypeReference(fragments).containsOpaqueType, "\(fragments.text)")
    }
  }

  @Test func existentialsAndNamedTypesAreNotOpaque() {
    let any = SymbolGraph.Fragment(kind: "keyword", spelling: "any")
    #expect(!TypeReference([any, textFragment(" "), element]).containsOpaqueType)
    #expect(!TypeReference([textFragment("["), element, textFragment("]")]).containsOpaqueType)
    #expect(
      !TypeReference([
        textFragment("(some: "), element, textFragment(", other: "), element, textFragment(")"),
      ])
      .containsOpaqueType)
  }
}
