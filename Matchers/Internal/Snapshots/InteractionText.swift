import MockSix

/// One call of an interaction snapshot: who received it, which member, the arguments, the answer.
struct InteractionCall {
  /// The name of the mock that received the call, such as `repo` or `MockCart`.
  var mock: String
  /// Whether the mock is a function mock, whose calls read `fetch(42)` by the mock's name.
  var isFunction = false
  /// The Swift name the call was logged with, such as `fetch(id:)` or `volume.set`.
  var functionName: String
  var args: [Any?]
  /// What the call returned or threw, when the log keeps it (a spy's calls).
  var answer: MockAnswer?
}

/// Returns the lines of an interaction snapshot: the calls in order, one a line where it fits.
///
/// A call reads as Swift would write it, on the mock's name:
///
/// ```text
/// repo.fetch(id: 42)
/// tracker.track("checkout.started", ["items": 2])
/// repo.volume = 3
/// repo[2] = "Jazz"
/// fetchUser(42)
/// repo.load(id:completion:) with 42
/// ```
///
/// The last form is for a call logged with fewer or more arguments than its name has labels.
/// With an answer, a line ends ` → User(id: 42)` or ` throws NotFound()`; a call that returns
/// nothing shows no answer. A call too wide for 100 columns has one argument a line, indented.
func interactionLines(_ calls: [InteractionCall], redact: @escaping (Any) -> String?) -> [String] {
  guard !calls.isEmpty else { return ["(no calls)"] }
  var dump = StableDump(redact: redact)
  return calls.flatMap { call in
    var node = memberNode(call, dump: &dump)
    switch call.answer {
    case .returned(let value)?:
      if let value = unwrapped(value), type(of: value) == Void.self { break }
      node = .sequence([node, .text(" → "), dump.node(value)])
    case .threw(let error)?:
      node = .sequence([node, .text(" throws "), dump.node(error)])
    case nil:
      break
    }
    return node.lines()
  }
}

/// The node of a call without its answer: the mock, the member and the arguments.
private func memberNode(_ entry: InteractionCall, dump: inout StableDump) -> TextNode {
  let args = entry.args
  func items(_ labels: [String]?, _ values: ArraySlice<Any?>) -> [TextNode.Item] {
    values.enumerated().map { index, value in
      let label = labels.map { $0[index] }.flatMap { $0 == "_" ? nil : $0 }
      return TextNode.Item(label: label, node: dump.node(value))
    }
  }
  func call(_ open: String, _ labels: [String]?, _ values: ArraySlice<Any?>) -> TextNode {
    values.isEmpty
      ? .text(open + ")") : .group(open: open, items: items(labels, values), close: ")")
  }

  if entry.isFunction { return call(entry.mock + "(", nil, args[...]) }
  let member = MemberName(entry.functionName)
  let receiver = entry.mock
  switch (member.base, member.labels, member.accessor) {
  case ("subscript", let labels?, .get) where labels.count == args.count:
    return .group(open: receiver + "[", items: items(labels, args[...]), close: "]")
  case ("subscript", let labels?, .set) where labels.count + 1 == args.count:
    let keys = TextNode.group(
      open: receiver + "[", items: items(labels, args.dropLast()), close: "]")
    return .sequence([keys, .text(" = "), dump.node(args[args.count - 1])])
  case (let name, nil, .get) where args.isEmpty, (let name, nil, .none) where args.isEmpty:
    return .text("\(receiver).\(name)")
  case (let name, nil, .set) where args.count == 1:
    return .sequence([.text("\(receiver).\(name) = "), dump.node(args[0])])
  case (let name, nil, .none):
    return call("\(receiver).\(name)(", nil, args[...])
  case (let name, let labels?, .none) where labels.count == args.count:
    return call("\(receiver).\(name)(", labels, args[...])
  default:
    guard !args.isEmpty else { return .text("\(receiver).\(entry.functionName)") }
    return .group(
      open: "\(receiver).\(entry.functionName) with ", items: items(nil, args[...]), close: "")
  }
}

/// A member's Swift name taken apart: `fetch(id:)`, `volume.set`, `subscript(_:).get`.
struct MemberName: Equatable {
  enum Accessor: Equatable {
    case none, get, set
  }

  /// The name before the parentheses, such as `fetch`, `volume` or `subscript`.
  var base: String
  /// The argument labels, `_` for none; `nil` for a name without parentheses.
  var labels: [String]?
  var accessor: Accessor

  init(_ name: String) {
    var name = Substring(name)
    accessor = .none
    if name.hasSuffix(".get") || name.hasSuffix(".set") {
      accessor = name.hasSuffix(".get") ? .get : .set
      name = name.dropLast(4)
    }
    guard name.hasSuffix(")"), let open = name.firstIndex(of: "("), open > name.startIndex else {
      base = String(name)
      labels = nil
      return
    }
    let inner = name[name.index(after: open)..<name.index(before: name.endIndex)]
    let parts = inner.split(separator: ":", omittingEmptySubsequences: false).dropLast()
    let isLabel = { (part: Substring) in
      !part.isEmpty && part.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" }
    }
    guard inner.isEmpty || (inner.hasSuffix(":") && parts.allSatisfy(isLabel)) else {
      base = String(name)
      labels = nil
      return
    }
    base = String(name[..<open])
    labels = parts.map(String.init)
  }
}
