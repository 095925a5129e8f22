// A file's mocks split by trust: those to check in full, and those an earlier run found to
// compile, which the compiler reads for their declarations only.

extension MockTypeChecker {
  /// A file's mocks in two files, each with the file's header: those to check, and those known
  /// to compile, which the compiler reads for their declarations only; and for each, which mock
  /// each line is in.
  struct Split {
    var checked = ""
    var trusted = ""
    var checkedLines: [Int: RenderedMocks.Placement] = [:]
    var trustedLines: [Int: RenderedMocks.Placement] = [:]
    /// The fingerprint of each mock, in the order of the placements.
    var fingerprints: [String] = []
  }

  /// Splits a file's mocks into those to check and those known to compile.
  static func split(_ rendered: RenderedMocks, trusting trusted: Set<String>) -> Split {
    let lines = rendered.source.split(separator: "\n", omittingEmptySubsequences: false)
    let headerEnd = (rendered.placements.map(\.lines.lowerBound).min() ?? lines.count + 1) - 1
    // NB: A mock's fingerprint takes the file's imports, not its comments, whose notes change
    //     with other mocks' members.
    let header = lines.prefix(headerEnd).filter { $0.split(separator: " ").contains("import") }
      .joined(separator: "\n")
    var split = Split()
    var checkedLines = lines.prefix(headerEnd).map(String.init)
    var trustedLines = checkedLines
    for placement in rendered.placements {
      let text = lines[
        (placement.lines.lowerBound - 1)..<min(placement.lines.upperBound, lines.count)]
      var hash = FNV1a()
      hash.add(header)
      hash.add("\n")
      hash.add(text.joined(separator: "\n"))
      let fingerprint = String(hash.value, radix: 16)
      split.fingerprints.append(fingerprint)
      if trusted.contains(fingerprint) {
        for offset in text.indices {
          split.trustedLines[trustedLines.count + 1 + offset - text.startIndex] = placement
        }
        trustedLines += text.map(String.init)
      } else {
        for offset in text.indices {
          split.checkedLines[checkedLines.count + 1 + offset - text.startIndex] = placement
        }
        checkedLines += text.map(String.init)
      }
    }
    if split.checkedLines.isEmpty { return split }
    split.checked = checkedLines.joined(separator: "\n") + "\n"
    split.trusted = split.trustedLines.isEmpty ? "" : trustedLines.joined(separator: "\n") + "\n"
    return split
  }
}
