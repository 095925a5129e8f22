import Testing

@testable import MockSixGenerator

/// Checks the shapes that the parser reads from a type's fragments, as the symbol graph gives them.
@Suite struct TypeParserTests {
  private func text(_ spelling: String) -> SymbolGraph.Fragment {
    SymbolGraph.Fragment(kind: "text", spelling: spelling)
  }

  private func name(_ spelling: String, _ id: String? = nil) -> SymbolGraph.Fragment {
    SymbolGraph.Fragment(kind: "typeIdentifier", spelling: spelling, preciseIdentifier: id)
  }

  @Test func aNamedTypeKeepsItsPathIdentifiersAndArguments() {
    let type = TypeReference([
      name("Outer", "s:1M5OuterV"), text("."), name("Inner", "s:1M5OuterV5InnerV"), text("<"),
      name("Int", "s:Si"), text(">"),
    ])
    guard case .named(let components) = type.shape else {
      Issue.record("not a named type: \(type.shape)")
      return
    }
    #expect(components.map(\.name) == ["Outer", "Inner"])
    #expect(components.map(\.preciseIdentifier) == ["s:1M5OuterV", "s:1M5OuterV5InnerV"])
    #expect(components[1].genericArguments.map(\.text) == ["Int"])
    #expect(type.nominalIdentifier == "s:1M5OuterV5InnerV")
    #expect(type.nominalName == "Inner")
    #expect(type.text == "Outer.Inner<Int>")
  }

  @Test func optionalsArraysAndDictionaries() {
    let optional = TypeReference([name("Int", "s:Si"), text("!")])
    guard case .optional(let wrapped, implicitlyUnwrapped: true) = optional.shape else {
      Issue.record("not an implicitly unwrapped optional: \(optional.shape)")
      return
    }
    #expect(wrapped.text == "Int")
    let generic = TypeReference([
      name("Optional", "s:Sq"), text("<"), name("Int", "s:Si"), text(">"),
    ])
    #expect(generic.optionalWrapped?.text == "Int")
    let dictionary = TypeReference([
      text("["), name("String", "s:SS"), text(" : ["), name("Int"), text("]]"),
    ])
    guard case .dictionary(let key, let value) = dictionary.shape, case .array = value.shape else {
      Issue.record("not a dictionary of arrays: \(dictionary.shape)")
      return
    }
    #expect(key.text == "String")
    #expect(dictionary.isArrayOrDictionary)
  }

  @Test func aTupleKeepsItsLabels() {
    let type = TypeReference([
      text("(min: "), name("Int", "s:Si"), text(", max: "), name("Int", "s:Si"), text(")"),
    ])
    guard case .tuple(let elements) = type.shape else {
      Issue.record("not a tuple: \(type.shape)")
      return
    }
    #expect(elements.map(\.label) == ["min", "max"])
    #expect(type.tupleElements?.map(\.text) == ["Int", "Int"])
    #expect(TypeReference([text("()")]).isVoid)
  }

  @Test func aVariadicTypeKeepsTheTypeOfEachArgument() {
    let type = TypeReference([name("Int", "s:Si"), text("...")])
    guard case .variadic(let element) = type.shape else {
      Issue.record("not variadic: \(type.shape)")
      return
    }
    #expect(element.text == "Int")
    let closures = TypeReference([
      text("(("), name("Int", "s:Si"), text(") -> "), name("Void", "s:s4Voida"), text(")..."),
    ])
    guard case .variadic(let closure) = closures.shape else {
      Issue.record("not variadic: \(closures.shape)")
      return
    }
    #expect(closure.isFunction)
    #expect(!closures.isFunction)
    let function = TypeReference([
      text("("), name("Int", "s:Si"), text("...) -> "), name("Void", "s:s4Voida"),
    ])
    guard case .function(let parts) = function.shape, case .variadic = parts.parameters[0].shape
    else {
      Issue.record("not a function of a variadic parameter: \(function.shape)")
      return
    }
  }

  @Test func aGlobalActorSpelledAsTextAndATypeNameIsAnAttribute() {
    // NB: `swift-symbolgraph-extract` spells a parameter's `@MainActor (Int) -> Void` so.
    let type = TypeReference([
      text("@"), name("MainActor", "s:ScM"), text(" ("), name("Int", "s:Si"), text(") -> "),
      name("Void", "s:s4Voida"),
    ])
    guard case .attributed(let attributes, let function) = type.shape,
      case .function = function.shape
    else {
      Issue.record("not an attributed function: \(type.shape)")
      return
    }
    #expect(attributes.map(\.spelling) == ["@MainActor"])
    #expect(attributes.map(\.preciseIdentifier) == ["s:ScM"])
    #expect(type.isFunction)
    #expect(type.text == "@MainActor (Int) -> Void")
  }

  @Test func aFunctionKeepsItsAttributesEffectsAndResult() {
    let type = TypeReference([
      SymbolGraph.Fragment(kind: "attribute", spelling: "@Sendable"), text(" ("),
      name("Int", "s:Si"), text(", "), name("String", "s:SS"), text(") "),
      SymbolGraph.Fragment(kind: "keyword", spelling: "async"), text(" "),
      SymbolGraph.Fragment(kind: "keyword", spelling: "throws"), text(" -> "),
      name("Bool", "s:Sb"),
    ])
    guard case .attributed(let attributes, let function) = type.shape,
      case .function(let parts) = function.shape
    else {
      Issue.record("not an attributed function: \(type.shape)")
      return
    }
    #expect(attributes.map(\.spelling) == ["@Sendable"])
    #expect(parts.parameters.map(\.text) == ["Int", "String"])
    #expect(parts.isAsync)
    guard case .untyped = parts.throwing else {
      Issue.record("does not throw: \(parts.throwing)")
      return
    }
    #expect(parts.result.text == "Bool")
    #expect(type.isFunction)
    #expect(type.functionShape?.parameterCount == 2)
    #expect(
      !TypeReference([text("(("), name("Int"), text(") -> "), name("Void"), text(")?")]).isFunction)
  }

  @Test func metatypesExistentialsAndCompositions() {
    let metatype = TypeReference([name("Self"), text(".Type")])
    #expect(metatype.metatypeInstance?.isSelf == true)
    let existential = TypeReference([
      SymbolGraph.Fragment(kind: "keyword", spelling: "any"), text(" "), name("P", "s:1M1PP"),
      text(".Type"),
    ])
    #expect(existential.metatypeInstance?.withoutAny.nominalIdentifier == "s:1M1PP")
    let composition = TypeReference([text("any "), name("P", "s:1M1PP"), text(" & "), name("Q")])
    guard case .existential(.any, let members) = composition.shape,
      case .composition(let types) = members.shape
    else {
      Issue.record("not an existential composition: \(composition.shape)")
      return
    }
    #expect(types.map(\.text) == ["P", "Q"])
  }

  @Test func whatDoesNotParseIsKeptVerbatim() {
    let pack = TypeReference([
      SymbolGraph.Fragment(kind: "keyword", spelling: "repeat"), text(" "),
      SymbolGraph.Fragment(kind: "keyword", spelling: "each"), text(" "), name("T"),
    ])
    guard case .verbatim = pack.shape else {
      Issue.record("parsed a parameter pack: \(pack.shape)")
      return
    }
    #expect(pack.text == "repeat each T")
    #expect(pack.nominalIdentifier == nil)
  }

  @Test func identityTellsApartTypesOfTheSameName() {
    let mine = TypeReference(name: "NSObject", id: "s:1M8NSObjecta")
    let foundations = TypeReference(name: "NSObject", id: "c:objc(cs)NSObject")
    #expect(mine.text == foundations.text)
    #expect(mine.identity != foundations.identity)
    #expect(mine != foundations)
  }
}
