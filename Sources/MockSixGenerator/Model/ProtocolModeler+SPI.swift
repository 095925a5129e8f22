// SPI: a mock that names an `@_spi` declaration imports its module with the declaration's group.

extension ProtocolModeler {
  /// Reads the SPI groups that the mock's import of each module needs: those of the family's SPI
  /// protocols, of their SPI requirements and of the SPI types those name; a group that the
  /// source does not say is a problem (step 2).
  func readSPI(_ family: ProtocolFamily, into model: inout MockModel) {
    var needed: [String] = []
    for protocolSymbol in family.symbols {
      needed.append(protocolSymbol.identifier.precise)
      for requirement in index.requirements[protocolSymbol.identifier.precise] ?? [] {
        needed.append(requirement)
        for fragment in index.symbol(requirement)?.declarationFragments ?? [] {
          if let id = fragment.preciseIdentifier { needed.append(id) }
        }
      }
    }
    var unknown: Set<String> = []
    for id in needed {
      guard let symbol = index.symbol(id), symbol.spi == true else { continue }
      guard let groups = spiGroups(of: id), let module = index.module(of: id) else {
        unknown.insert(SymbolIndex.qualifiedName(of: symbol))
        continue
      }
      model.spiImports[module, default: []].formUnion(groups)
    }
    if !unknown.isEmpty {
      model.problems.append(
        "it names SPI declarations whose `@_spi` group neither the symbol graph nor their source "
          + "says (" + unknown.sorted().joined(separator: ", ") + "); write this mock by hand")
    }
  }

  /// The groups of an SPI declaration: its own, else those of the protocol or type it is in, as
  /// the requirements of an `@_spi(G) public protocol` are SPI of its group with no attribute.
  private func spiGroups(of id: String) -> [String]? {
    var current = id
    var visited: Set<String> = []
    while visited.insert(current).inserted {
      if let groups = index.spiGroups[current] { return groups }
      guard let parent = index.parentOfMember[current] ?? index.protocolOfRequirement[current]
      else { return nil }
      current = parent
    }
    return nil
  }
}
