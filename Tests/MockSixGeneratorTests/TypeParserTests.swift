import Testing

@testable import MockSixGenerator

/// Checks the shapes that the parser reads from a type's fragments, as the symbol graph gives them.
@Suite struct TypeParserTests {
  @Test func aNamedTypeKeepsItsPathIdentifiersAndArguments() {
    let type = TypeReference([
      nameFragment("Outer", "s:1M5OuterV"), textFragment("."),
      nameFragment("Inner", "s:1M5OuterV5InnerV"), textFragment("<"),
      nameFragment("Int", "s:Si"), textFragment(">"),
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
    let optional = TypeReference([nameFragment("Int", "s:Si"), textFragment("!")])
    guard case .optional(let wrapped, implicitlyUnwrapped: true) = optional.shape else {
      Issue.record("not an implicitly unwrapped optional: \(optional.shape)")
      return
    }
    #expect(wrapped.text == "Int")
    let generic = TypeReference([
      nameFragment("Optional", "s:Sq"), textFragment("<"), nameFragment("Int", "s:Si"),
      textFragment(">"),
    ])
    #expect(generic.optionalWrapped?.text == "Int")
    let dictionary = TypeReference([
      textFragment("["), nameFragment("String", "s:SS"), textFragment(" : ["), nameFragment("Int"),
      textFragment("]]"),
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
      textFragment("(min: "), nameFragment("Int", "s:Si"), textFragment(", max: "),
      nameFragment("Int", "s:Si"), textFragment(")"),
    ])
    guard case .tuple(let elements) = type.shape else {
      Issue.record("not a tuple: \(type.shape)")
      return
    }
    #expect(elements.map(\.label) == ["min", "max"])
    #expect(type.tupleElements?.map(\.text) == ["Int", "Int"])
    #expect(TypeReference([textFragment("()")]).isVoid)
  }

  @Test func aVariadicTypeKeepsTheTypeOfEachArgument() {
    let type = TypeReference([nameFragment("Int", "s:Si"), textFragment("...")])
    guard case .variadic(let element) = type.shape else {
      Issue.record("not variadic: \(type.shape)")
      return
    }
    #expect(element.text == "Int")
    let closures = TypeReference([
      textFragment("(("), nameFragment("Int", "s:Si"), textFragment(") -> "),
      nameFragment("Void", "s:s4Voida"), textFragment(")..."),
    ])
    guard case .variadic(let closure) = closures.shape else {
      Issue.record("not variadic: \(closures.shape)")
      return
    }
    #expect(closure.isFunction)
    #expect(!closures.isFunction)
    let function = TypeReference([
      textFragment("("), nameFragment("Int", "s:Si"), textFragment("...) -> "),
      nameFragment("Void", "s:s4Voida"),
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
      textFragment("@"), nameFragment("MainActor", "s:ScM"), textFragment(" ("),
      nameFragment("Int", "s:Si"), textFragment(") -> "),
      nameFragment("Void", "s:s4Voida"),
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
      SymbolGraph.Fragment(kind: "attribute", spelling: "@Sendable"), textFragment(" ("),
      nameFragment("Int", "s:Si"), textFragment(", "), nameFragment("String", "s:SS"),
      textFragment(") "),
      SymbolGraph.Fragment(kind: "keyword", spelling: "async"), textFragment(" "),
      SymbolGraph.Fragment(kind: "keyword", spelling: "throws"), textFragment(" -> "),
      nameFragment("Bool", "s:Sb"),
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
      !TypeReference([
        textFragment("(("), nameFragment("Int"), textFragment(") -> "), nameFragment("Void"),
        textFragment(")?"),
      ]).isFunction)
  }

  @Test func metatypesExistentialsAndCompositions() {
    let metatype = TypeReference([nameFragment("Self"), textFragment(".Type")])
    #expect(metatype.metatypeInstance?.isSelf == true)
    let existential = TypeReference([
      SymbolGraph.Fragment(kind: "keyword", spelling: "any"), textFragment(" "),
      nameFragment("P", "s:1M1PP"),
      textFragment(".Type"),
    ])
    #expect(existential.metatypeInstance?.withoutAny.nominalIdentifier == "s:1M1PP")
    let composition = TypeReference([
      textFragment("any "), nameFragment("P", "s:1M1PP"), textFragment(" & "), nameFragment("Q"),
    ])
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
      SymbolGraph.Fragment(kind: "keyword", spelling: "repeat"), textFragment(" "),
      SymbolGraph.Fragment(kind: "keyword", spelling: "each"), textFragment(" "), nameFragment("T"),
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
