import Foundation

// The standard library's and Foundation's protocols that a mock conforms to by itself, and the
// members it writes for them.

extension ProtocolModeler {
  /// The protocols of the standard library and Foundation that a mock conforms to by itself.
  enum Standard {
    case nothing
    case actor
    case nsObject
    case members([StandardConformance])
    case property(String)
    /// A protocol whose requirements the mock writes as its own members.
    case parent(StandardParent)
  }

  /// What a mock does for a parent of the standard library or Foundation; nil for another parent.
  static func standard(_ relationship: SymbolGraph.Relationship) -> Standard? {
    switch relationship.target {
    case "s:s8SendableP", "s:s16SendableMetatypeP", "s:s8CopyableP", "s:s9EscapableP",
      "s:s15BitwiseCopyableP", "s:s5ErrorP", "s:s12IdentifiableP":
      return .nothing
    case "s:ScA":
      return .actor
    case "s:SQ": return .members([.equatable])
    case "s:SH": return .members([.equatable, .hashable])
    case "s:SL": return .members([.equatable, .comparable])
    case "s:SE": return .members([.encodable])
    case "s:Se": return .members([.decodable])
    case "s:s23CustomStringConvertibleP": return .property("description")
    case "s:s28CustomDebugStringConvertibleP": return .property("debugDescription")
    default:
      if let parent = StandardParent(id: relationship.target) { return .parent(parent) }
      // NB: A relationship within Foundation's own graph has no fallback name; its identifier,
      //     such as `s:10Foundation16NSObjectProtocolP`, names the protocol instead.
      let id = relationship.target
      let name =
        relationship.targetFallback
        ?? (id.hasPrefix("s:10Foundation") || id.hasPrefix("s:20FoundationEssentials")
          ? "Foundation."
            + (["NSObjectProtocol", "LocalizedError", "CustomNSError"].first {
              id.hasSuffix("\($0.count)\($0)P")
            } ?? "") : "")
      if name.hasSuffix(".LocalizedError") || name.hasSuffix(".CustomNSError") {
        return .nothing  // every requirement has a default
      }
      if name.hasSuffix(".NSObjectProtocol") || relationship.target == "c:objc(pl)NSObject" {
        return .nsObject  // NSObject implements every requirement
      }
      return nil
    }
  }

  /// The identifier by which the generator names Foundation's `NSObject`.
  static let nsObjectID = "s:10Foundation8NSObjectC"

  /// Adds the members of the family's standard parents that the protocols do not declare, and
  /// the conformances that come with them (step 7).
  func addStandardMembers(_ family: ProtocolFamily, into model: inout MockModel) {
    for name in family.standardProperties {
      addStandardProperty(name, into: &model)
    }
    for parent in family.standardParents {
      addStandardRequirements(of: parent, into: &model)
    }
    for (parent, conformance) in [
      (StandardParent.serialExecutor, StandardConformance.serialExecutor),
      (.rawRepresentable, .rawRepresentable),
    ] where family.standardParents.contains(parent) {
      model.standardConformances.append(conformance)
    }
    if model.standardConformances.contains(.encodable) {
      addEncodeRequirement(into: &model)
    }
    if model.standardConformances.contains(.hashable) {
      // NB: A parent that is not `Hashable` may declare `hash(into:)`; the mock's own, written
      //     for `Hashable`, satisfies it.
      model.requirements.removeAll {
        $0.kind == .method && !$0.isStatic && $0.baseName == "hash"
          && $0.parameters.map(\.label) == ["into"] && $0.parameters[0].modifiers == ["inout"]
          && $0.parameters[0].type.text == "Hasher" && $0.result.map(\.isVoid) ?? true
      }
    }
    if family.refinesIdentifiable { addIdentifiableID(into: &model) }
  }

  /// Adds `Identifiable`'s `id`, of the type a `where ID == …` clause fixes, unless declared:
  /// the default `id` of a class is an `ObjectIdentifier`, which that clause rules out.
  func addIdentifiableID(into model: inout MockModel) {
    let exists = model.requirements.contains {
      $0.kind == .property && !$0.isStatic && $0.baseName == "id"
    }
    guard !exists,
      let clause = model.genericRequirements.first(where: {
        $0.text.hasPrefix("Self.ID == ") || $0.text.hasPrefix("ID == ")
      }),
      let equals = clause.firstIndex(where: { $0.spelling.contains("==") })
    else { return }
    let type = TypeReference(Array(clause[(equals + 1)...]))
    guard !type.text.trimmingSpaces().isEmpty else { return }
    model.requirements.append(
      Requirement(
        kind: .property, baseName: "id", result: type,
        declaration: "var id: \(type.text.trimmingSpaces()) { get }", location: model.location,
        protocolName: "Identifiable"))
  }

  /// Adds a `String` property of a standard protocol, such as `description`, unless declared.
  func addStandardProperty(_ name: String, into model: inout MockModel) {
    let exists = model.requirements.contains {
      $0.kind == .property && !$0.isStatic && $0.baseName == name
    }
    guard !exists else { return }
    let type = TypeReference(name: "String", id: "s:SS")
    model.requirements.append(
      Requirement(
        kind: .property, baseName: name, result: type,
        declaration: "var \(name): String { get }", location: model.location,
        protocolName: model.protocolName))
  }

  /// Adds `Encodable`'s `encode(to:)`, unless declared.
  func addEncodeRequirement(into model: inout MockModel) {
    let exists = model.requirements.contains {
      $0.kind == .method && $0.baseName == "encode" && $0.parameters.map(\.label) == ["to"]
    }
    guard !exists else { return }
    let encoder = TypeReference([
      Fragment(kind: "text", spelling: "any "),
      Fragment(kind: "typeIdentifier", spelling: "Encoder", preciseIdentifier: "s:s7EncoderP"),
    ])
    model.requirements.append(
      Requirement(
        kind: .method, baseName: "encode",
        parameters: [Parameter(label: "to", name: "encoder", type: encoder)], throwing: .untyped,
        declaration: "func encode(to encoder: any Encoder) throws", location: model.location,
        protocolName: "Encodable"))
  }

  /// Adds a standard parent's requirements that the protocols do not already declare.
  func addStandardRequirements(of parent: StandardParent, into model: inout MockModel) {
    var neverFails = false
    if parent == .asyncSequence || parent == .asyncIterator {
      // The `where` clause may fix the failure of the async protocols, which are not in the graph.
      let failures = model.genericRequirements.filter { $0.text.hasPrefix("Self.Failure ") }
      model.genericRequirements.removeAll { $0.text.hasPrefix("Self.Failure ") }
      for failure in failures {
        if ["Self.Failure == Never", "Self.Failure == Swift.Never"].contains(failure.text) {
          neverFails = true
        } else if !model.problems.contains(where: { $0.contains(failure.text) }) {
          model.problems.append(
            "`\(failure.text)` gives \(parent.protocolName) a failure type other than any Error "
              + "or Never, which a generated stream cannot fail with; write this mock by hand")
        }
      }
    }
    for requirement in parent.requirements(at: model.location, neverFails: neverFails) {
      let exists = model.requirements.contains {
        $0.kind == requirement.kind && $0.isStatic == requirement.isStatic
          && $0.baseName == requirement.baseName
          && $0.parameters.map(\.label) == requirement.parameters.map(\.label)
      }
      if !exists { model.requirements.append(requirement) }
    }
  }
}
