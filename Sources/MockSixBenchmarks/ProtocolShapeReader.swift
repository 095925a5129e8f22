import Foundation
import MockSixGenerator

// Reads the protocols of a symbol graph into the small model that the hand-written shapes of
// the compile-cost benchmark are written from (MockoloShapeWriter.swift, SpyShapeWriter.swift).
// It reads what MockSixGenerator reads — each requirement's declaration fragments and
// `functionSignature` mixin — so that every shape covers the same members as the generated mocks.

/// A protocol's requirements, as the hand-written shapes of the compile-cost benchmark need them.
struct ProtocolShape {
  /// The protocol's name.
  var name: String
  /// The associated types, which make the mock generic.
  var associatedTypes: [AssociatedTypeShape]
  /// The methods and properties, in declaration order.
  var members: [MemberShape]
}

/// An associated type and the constraint its mock's generic parameter repeats.
struct AssociatedTypeShape {
  /// The associated type's name.
  var name: String
  /// The constraint as written after the colon, such as `Codable & Sendable`; nil for none.
  var constraint: String?
}

/// A requirement of a protocol.
enum MemberShape {
  /// A method.
  case method(MethodShape)
  /// A property.
  case property(PropertyShape)
}

/// A method requirement.
struct MethodShape {
  /// The base name, such as `send`.
  var name: String
  /// The declaration as the protocol writes it, which the mock repeats.
  var declaration: String
  /// The parameters.
  var parameters: [ParameterShape]
  /// Whether the method is `async`.
  var isAsync: Bool
  /// Whether the method throws.
  var isThrowing: Bool
  /// The result type; nil for `Void`.
  var returnType: String?
  /// Whether the result type names one of the method's generic parameters.
  var returnsGeneric: Bool
}

/// A parameter of a method.
struct ParameterShape {
  /// The argument label, `_` for none.
  var label: String
  /// The parameter's name inside the method.
  var name: String
  /// The type, attributes such as `@escaping` included.
  var type: String
  /// Whether the type names one of the method's generic parameters.
  var isGeneric: Bool
  /// Whether the type is a function type, which mockolo's argument history leaves out.
  var isFunction: Bool
  /// Whether the function type is `@escaping`, so that a spy may keep it.
  var isEscaping: Bool
}

/// A property requirement.
struct PropertyShape {
  /// The property's name.
  var name: String
  /// The property's type.
  var type: String
  /// Whether the protocol asks for a setter.
  var isSettable: Bool
}

/// Why a protocol cannot be written in the hand-written shapes.
struct UnsupportedRequirement: Error, CustomStringConvertible {
  /// What the reader met, naming the member.
  var description: String
}

/// Reads the protocols of a module's symbol graph; throws for a requirement the shapes cannot
/// express (static members, subscripts, initializers, effectful getters, typed throws, parent
/// protocols of the same module), so that a comparison never leaves a member out silently.
///
/// - Parameters:
///   - graph: The module's symbol graph.
///   - names: The protocols to read, such as the mocks the generator wrote.
/// - Returns: The protocols, sorted by name.
func readProtocolShapes(_ graph: SymbolGraph, names: Set<String>) throws -> [ProtocolShape] {
  let symbols = Dictionary(
    graph.symbols.map { ($0.identifier.precise, $0) }, uniquingKeysWith: { first, _ in first })
  let protocols = graph.symbols.filter {
    $0.kind.identifier == "swift.protocol" && names.contains($0.names.title)
  }
  var shapes: [ProtocolShape] = []
  for symbol in protocols {
    let id = symbol.identifier.precise
    if graph.relationships.contains(where: {
      $0.kind == "conformsTo" && $0.source == id && symbols[$0.target] != nil
    }) {
      throw UnsupportedRequirement(description: "\(symbol.names.title) refines a protocol")
    }
    let requirements = graph.relationships
      .filter { $0.kind == "requirementOf" && $0.target == id }
      .compactMap { symbols[$0.source] }
      .sorted { ($0.location?.position.line ?? 0) < ($1.location?.position.line ?? 0) }
    var shape = ProtocolShape(name: symbol.names.title, associatedTypes: [], members: [])
    for requirement in requirements {
      let place = "\(symbol.names.title).\(requirement.names.title)"
      switch requirement.kind.identifier {
      case "swift.associatedtype":
        shape.associatedTypes.append(try associatedType(requirement))
      case "swift.method":
        shape.members.append(.method(try method(requirement, place)))
      case "swift.property":
        shape.members.append(.property(try property(requirement, place)))
      default:
        throw UnsupportedRequirement(
          description: "\(place) is a \(requirement.kind.identifier), which the shapes leave out")
      }
    }
    shapes.append(shape)
  }
  return shapes.sorted { $0.name < $1.name }
}

/// The spelling of fragments, joined, with `Self.` dropped before a name, since a mock spells
/// an associated type `Entity` as its own generic parameter, not `Self.Entity`.
private func spelled(_ fragments: some Sequence<SymbolGraph.Fragment>) -> String {
  var text = ""
  var droppedSelf = false
  for fragment in fragments {
    if fragment.kind == "typeIdentifier", fragment.spelling == "Self" {
      droppedSelf = true
      continue
    }
    if droppedSelf, fragment.kind == "text", fragment.spelling.hasPrefix(".") {
      text += fragment.spelling.dropFirst()
    } else {
      text += (droppedSelf ? "Self" : "") + fragment.spelling
    }
    droppedSelf = false
  }
  return text + (droppedSelf ? "Self" : "")
}

/// Reads `associatedtype Entity : Decodable, Encodable, Sendable`, as the graph spells
/// `Codable & Sendable`, into the constraint `Decodable & Encodable & Sendable`.
private func associatedType(_ symbol: SymbolGraph.Symbol) throws -> AssociatedTypeShape {
  let fragments = symbol.declarationFragments
  if fragments.contains(where: { $0.kind == "keyword" && $0.spelling == "where" }) {
    throw UnsupportedRequirement(description: "\(symbol.names.title) has a where clause")
  }
  let constraints = fragments.filter { $0.kind == "typeIdentifier" }.map(\.spelling)
  return AssociatedTypeShape(
    name: symbol.names.title,
    constraint: constraints.isEmpty ? nil : constraints.joined(separator: " & "))
}

/// Reads `var name: Type { get set }`.
private func property(_ symbol: SymbolGraph.Symbol, _ place: String) throws -> PropertyShape {
  let fragments = symbol.declarationFragments
  let keywords = Set(fragments.filter { $0.kind == "keyword" }.map(\.spelling))
  guard keywords.isDisjoint(with: ["static", "class", "async", "throws"]),
    let name = fragments.firstIndex(where: { $0.kind == "identifier" }),
    let accessors = fragments.lastIndex(where: { $0.kind == "keyword" && $0.spelling == "get" })
  else {
    throw UnsupportedRequirement(description: "\(place): static or effectful property")
  }
  // NB: The accessors' brace shares a text fragment with the type's last bracket ("] { ").
  var type = spelled(fragments[(name + 1)..<accessors])
  type = String(type.trimmingPrefix(": "))
  if let brace = type.range(of: " {", options: .backwards) {
    type = String(type[..<brace.lowerBound])
  }
  return PropertyShape(name: symbol.names.title, type: type, isSettable: keywords.contains("set"))
}

/// Reads a method from its declaration and its `functionSignature` mixin.
private func method(_ symbol: SymbolGraph.Symbol, _ place: String) throws -> MethodShape {
  let fragments = symbol.declarationFragments
  let generics = Set((symbol.swiftGenerics?.parameters ?? []).filter { $0.depth > 0 }.map(\.name))
  guard let nameIndex = fragments.firstIndex(where: { $0.kind == "identifier" }) else {
    throw UnsupportedRequirement(description: "\(place) has no name")
  }
  // The effects are the keywords that follow the parameter list, at depth 0; a parameter's
  // function type has effects of its own, inside the list.
  var depth = 0
  var opened = false
  var effects: Set<String> = []
  // The declaration's fragments of each parameter, from its label to the next label.
  var parameterFragments: [[SymbolGraph.Fragment]] = []
  for fragment in fragments[(nameIndex + 1)...] {
    if fragment.kind == "text" {
      for character in fragment.spelling {
        if character == "(" {
          depth += 1
          opened = true
        } else if character == ")" {
          depth -= 1
        }
      }
    }
    if fragment.kind == "externalParam" && depth == 1 {
      parameterFragments.append([])
    }
    if depth >= 1, !parameterFragments.isEmpty {
      parameterFragments[parameterFragments.count - 1].append(fragment)
    }
    if opened, depth == 0, fragment.kind == "keyword" {
      effects.insert(fragment.spelling)
    }
  }
  let declaration = spelled(fragments)
  guard !declaration.hasPrefix("static"), !declaration.contains("throws("),
    !declaration.contains("rethrows"), !declaration.contains("inout ")
  else {
    throw UnsupportedRequirement(description: "\(place): static, rethrows, inout or typed throws")
  }
  let signature = symbol.functionSignature?.parameters ?? []
  guard signature.count == parameterFragments.count else {
    throw UnsupportedRequirement(description: "\(place): its parameters do not read")
  }
  let parameters = zip(signature, parameterFragments).map { parameter, declared in
    // NB: The mixin's fragments are the name, ": " and the type, without `@escaping`, which
    //     the declaration's fragments of the parameter have.
    let typeFragments = (parameter.declarationFragments ?? []).dropFirst()
    var type = String(spelled(typeFragments).trimmingPrefix(": "))
    let isEscaping = declared.contains {
      $0.kind == "attribute" && $0.spelling.hasPrefix("@escaping")
    }
    if isEscaping { type = "@escaping " + type }
    return ParameterShape(
      label: declared.first?.spelling ?? "_", name: parameter.internalName ?? parameter.name,
      type: type,
      isGeneric: typeFragments.contains {
        $0.kind == "typeIdentifier" && generics.contains($0.spelling)
      },
      isFunction: isFunctionType(type), isEscaping: isEscaping)
  }
  let returns = symbol.functionSignature?.returns ?? []
  let returnType = spelled(returns)
  return MethodShape(
    name: fragments[nameIndex].spelling, declaration: declaration, parameters: parameters,
    isAsync: effects.contains("async"), isThrowing: effects.contains("throws"),
    returnType: ["", "()", "Void"].contains(returnType) ? nil : returnType,
    returnsGeneric: returns.contains {
      $0.kind == "typeIdentifier" && generics.contains($0.spelling)
    })
}

/// Whether a type, as spelled, is a function type: an arrow outside every bracket.
func isFunctionType(_ type: String) -> Bool {
  var depth = 0
  var previous: Character = " "
  for character in type {
    switch character {
    case "(", "[", "<": depth += 1
    case ")", "]": depth -= 1
    case ">" where previous != "-": depth -= 1
    case ">" where depth == 0: return true
    default: break
    }
    previous = character
  }
  return false
}
