/// One requirement of a `where` clause, such as `Item: Equatable` or `Item == Int`, both sides
/// parsed as types.
struct GenericRequirement {
  /// How the two sides are related.
  enum Relation: String {
    /// `lhs: rhs`, a conformance or superclass requirement.
    case conformance = ":"
    /// `lhs == rhs`.
    case sameType = "=="
  }

  var lhs: TypeReference
  var relation: Relation
  var rhs: TypeReference

  /// The requirements of a `where` clause that starts at `start`, up to its end or a `{`.
  static func read(_ reader: FragmentReader, from start: Int = 0) -> [GenericRequirement] {
    let end = reader.find("{", from: start) ?? reader.count
    var result: [GenericRequirement] = []
    for part in reader.split(start..<end, at: ",") {
      let partReader = FragmentReader(part)
      if let equals = partReader.find(" == ") {
        result.append(
          GenericRequirement(
            lhs: TypeReference(partReader.fragments(0..<equals)), relation: .sameType,
            rhs: TypeReference(partReader.fragments((equals + 4)..<partReader.count))))
      } else if let colon = partReader.find(":") {
        result.append(
          GenericRequirement(
            lhs: TypeReference(partReader.fragments(0..<colon)), relation: .conformance,
            rhs: TypeReference(partReader.fragments((colon + 1)..<partReader.count))))
      }
    }
    return result
  }

  /// The requirements of a `where` clause's fragments, without the keyword.
  static func read(_ whereClause: [Fragment]) -> [GenericRequirement] {
    read(FragmentReader(whereClause))
  }
}
