/// The difference between a snapshot's lines and the lines of the calls now, line by line.
///
/// It keeps the longest run of lines the two have in common, in order, and marks the rest `-`
/// (only in the snapshot) or `+` (only in the calls). Two calls that swapped places read as one
/// line removed where it was and added where it is now:
///
/// ```text
/// @@ -1,4 +1,4 @@
///   1 1  repo.load()
/// - 2    tracker.track("checkout.started")
///   3 2  cart.add(sku: "A1")
/// +   3  tracker.track("checkout.started")
///   4 4  repo.save()
/// ```
struct LineDiff {
  /// One line of the difference, with its numbers in the snapshot and in the calls.
  enum Line: Equatable {
    case same(old: Int, new: Int, String)
    case removed(old: Int, String)
    case added(new: Int, String)
  }

  /// Every line of both texts, in order; the same lines as `same`.
  let lines: [Line]

  /// Compares the lines of a snapshot with the lines of the calls now.
  init(snapshot old: [String], calls new: [String]) {
    var prefix = 0
    while prefix < old.count, prefix < new.count, old[prefix] == new[prefix] { prefix += 1 }
    var suffix = 0
    while suffix < old.count - prefix, suffix < new.count - prefix,
      old[old.count - 1 - suffix] == new[new.count - 1 - suffix]
    {
      suffix += 1
    }
    let oldMiddle = Array(old[prefix..<(old.count - suffix)])
    let newMiddle = Array(new[prefix..<(new.count - suffix)])

    var lines = (0..<prefix).map { Line.same(old: $0 + 1, new: $0 + 1, old[$0]) }
    for step in Self.steps(oldMiddle, newMiddle) {
      switch step {
      case .same(let oldIndex, let newIndex, let text):
        lines.append(.same(old: prefix + oldIndex, new: prefix + newIndex, text))
      case .removed(let oldIndex, let text):
        lines.append(.removed(old: prefix + oldIndex, text))
      case .added(let newIndex, let text):
        lines.append(.added(new: prefix + newIndex, text))
      }
    }
    lines += (0..<suffix).map { offset in
      let oldNumber = old.count - suffix + offset + 1
      return .same(old: oldNumber, new: new.count - suffix + offset + 1, old[oldNumber - 1])
    }
    self.lines = lines
  }

  /// Whether both texts have the same lines.
  var isEmpty: Bool {
    lines.allSatisfy { if case .same = $0 { true } else { false } }
  }

  /// How many lines are only in the snapshot, and how many only in the calls.
  var counts: (removed: Int, added: Int) {
    lines.reduce(into: (0, 0)) { counts, line in
      switch line {
      case .removed: counts.0 += 1
      case .added: counts.1 += 1
      case .same: break
      }
    }
  }

  /// The difference as hunks of a unified diff, each changed line with `context` lines around it.
  ///
  /// Each line shows its number in the snapshot, then in the calls, then its text.
  func unified(context: Int = 2) -> [String] {
    let changed = lines.indices.filter { if case .same = lines[$0] { false } else { true } }
    guard let first = changed.first else { return [] }
    var hunks: [ClosedRange<Int>] = []
    var current = max(0, first - context)...min(lines.count - 1, first + context)
    for index in changed.dropFirst() {
      let range = max(0, index - context)...min(lines.count - 1, index + context)
      if range.lowerBound <= current.upperBound + 1 {
        current = current.lowerBound...range.upperBound
      } else {
        hunks.append(current)
        current = range
      }
    }
    hunks.append(current)

    let width = String(lines.map { max($0.oldNumber ?? 0, $0.newNumber ?? 0) }.max() ?? 0).count
    func number(_ value: Int?) -> String {
      let text = value.map(String.init) ?? ""
      return String(repeating: " ", count: width - text.count) + text
    }
    return hunks.flatMap { hunk -> [String] in
      let part = lines[hunk]
      let olds = part.compactMap(\.oldNumber)
      let news = part.compactMap(\.newNumber)
      // NB: As in `diff -u`, a hunk without lines on one side starts at the line before it.
      let before = lines[..<hunk.lowerBound]
      let oldStart = olds.first ?? before.last(where: { $0.oldNumber != nil })?.oldNumber ?? 0
      let newStart = news.first ?? before.last(where: { $0.newNumber != nil })?.newNumber ?? 0
      let header = "@@ -\(oldStart),\(olds.count) +\(newStart),\(news.count) @@"
      return [header]
        + part.map { line in
          let row =
            "\(line.marker) \(number(line.oldNumber)) \(number(line.newNumber))  \(line.text)"
          return String(row.reversed().drop { $0 == " " }.reversed())
        }
    }
  }

  /// An edit script between two texts that share no first and no last line, through their
  /// longest common subsequence, with line numbers from 1 within the texts given.
  private static func steps(_ old: [String], _ new: [String]) -> [Line] {
    guard !old.isEmpty, !new.isEmpty else {
      return old.enumerated().map { .removed(old: $0.offset + 1, $0.element) }
        + new.enumerated().map { .added(new: $0.offset + 1, $0.element) }
    }
    // NB: A table of (old + 1) × (new + 1) lengths; past 4 million cells, which only a snapshot
    //     of thousands of changed lines needs, every line is shown removed and added instead.
    guard old.count * new.count <= 4_000_000 else {
      return steps(old, []) + steps([], new)
    }
    let columns = new.count + 1
    var common = [Int32](repeating: 0, count: (old.count + 1) * columns)
    for i in stride(from: old.count - 1, through: 0, by: -1) {
      for j in stride(from: new.count - 1, through: 0, by: -1) {
        common[i * columns + j] =
          old[i] == new[j]
          ? common[(i + 1) * columns + j + 1] + 1
          : max(common[(i + 1) * columns + j], common[i * columns + j + 1])
      }
    }
    var result: [Line] = []
    var (i, j) = (0, 0)
    while i < old.count || j < new.count {
      if i < old.count, j < new.count, old[i] == new[j] {
        result.append(.same(old: i + 1, new: j + 1, old[i]))
        (i, j) = (i + 1, j + 1)
      } else if j == new.count
        || (i < old.count && common[(i + 1) * columns + j] >= common[i * columns + j + 1])
      {
        result.append(.removed(old: i + 1, old[i]))
        i += 1
      } else {
        result.append(.added(new: j + 1, new[j]))
        j += 1
      }
    }
    return result
  }
}

extension LineDiff.Line {
  fileprivate var marker: String {
    switch self {
    case .same: " "
    case .removed: "-"
    case .added: "+"
    }
  }

  fileprivate var oldNumber: Int? {
    switch self {
    case .same(let old, _, _), .removed(let old, _): old
    case .added: nil
    }
  }

  fileprivate var newNumber: Int? {
    switch self {
    case .same(_, let new, _), .added(let new, _): new
    case .removed: nil
    }
  }

  fileprivate var text: String {
    switch self {
    case .same(_, _, let text), .removed(_, let text), .added(_, let text): text
    }
  }
}
