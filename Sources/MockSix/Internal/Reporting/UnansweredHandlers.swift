internal import Foundation

/// An unstubbed call that took a closure, such as a completion handler, that nothing calls.
///
/// MockSix logs such a call and answers it from the defaults, which never call the closure: code
/// that waits for it, or a test that awaits it through a continuation, waits forever. The
/// `.mockSix` trait says so when the test ends, or while it still waits (`HandlerWatch`).
struct UnansweredHandlerCall: Sendable {
  /// The call's place in the log of every mock.
  var sequenceNumber: Int
  /// What happened, naming the member and the closure.
  private var summary: String
  /// A stub that calls the closure.
  private var fix: String

  /// The call, if one of its arguments is a closure; `nil` otherwise.
  init?(_ call: MockInvocation, mockType: AnyObject.Type?) {
    let args = call.args
    guard
      let index = args.firstIndex(where: { argument in
        unwrapped(argument).map { TypeKind.of(type(of: $0)) == .function } ?? false
      }), let closure = unwrapped(args[index])
    else { return nil }
    sequenceNumber = call.sequenceNumber
    let function = call.functionName
    let member = mockType.map { "\($0).\(function)" } ?? function
    let caseName = mockType.flatMap { Self.caseName(of: $0, methodID: call.methodID) }
    let name = caseName ?? String(function.prefix { $0 != "(" })
    let labels = Self.parameterNames(of: function, count: args.count, closure: index)
    let closureName = labels[index]
    let isTyped = mockType.map { $0 is any GeneratedMock.Type } ?? false
    // NB: The log flattens an optional argument; its static type says whether it was one.
    let isOptional =
      call.argumentTypes.map {
        $0.indices.contains(index) && $0[index] is any _MockSixOptional.Type
      }
      ?? false
    let callee = isOptional ? "\(closureName)?" : closureName
    let stub =
      isTyped
      ? "mock.stub(.\(name)) { \(labels.joined(separator: ", ")) in \(callee)(<#value#>) }"
      : "mock.stub(.\(name)) { args in (args[\(index)] as! \(describeType(type(of: closure))))"
        + "(<#value#>) }"
    summary =
      "\(member) was called unstubbed, so nothing calls the closure it was given "
      + "(argument \(index + 1), \(closureName)): code that waits for it, or a test that awaits "
      + "it, waits forever"
    fix = "Stub it to call the closure:\n    \(stub)"
  }

  /// The message: the summary, `note` after it, then the fix.
  func message(note: String = "") -> String {
    "\(summary)\(note)\n\n  \(fix)"
  }

  /// The name of a mock's case for messages, as `_caseName` gives it.
  private static func caseName(of mockType: AnyObject.Type, methodID: Int) -> String? {
    func name<M: Mock>(_ type: M.Type) -> String? {
      guard let raw = methodID as? M.MockMethod.RawValue,
        let method = M.MockMethod(rawValue: raw)
      else { return nil }
      let name = String(describing: method)
      guard M.self is any GeneratedMock.Type, name.hasPrefix("_") else { return name }
      return String(name.dropFirst())
    }
    guard let mock = mockType as? any Mock.Type else { return nil }
    return name(mock)
  }

  /// A name for each parameter of `function` (`fetch(id:completion:)`): its label, else
  /// `completion` for the closure at `closure`, else `argN`.
  private static func parameterNames(of function: String, count: Int, closure: Int) -> [String] {
    let labels =
      function.drop { $0 != "(" }.dropFirst().split(
        separator: ":", omittingEmptySubsequences: false
      )
      .dropLast().map(String.init)
    return (0..<count).map { index in
      index < labels.count && labels[index] != "_" && !labels[index].isEmpty
        ? labels[index] : index == closure ? "completion" : "arg\(index + 1)"
    }
  }
}

/// Watches a test that runs with the `.mockSix` trait for an unstubbed call whose closure nothing
/// calls, and warns while the test still runs, so that a test awaiting such a closure does not
/// hang without a word; the trait reports the rest when the test ends.
final class HandlerWatch: Sendable {
  /// How long a call must have waited, in seconds, before the watch warns of it while the test
  /// runs.
  static let patience = 5

  /// The calls reported so far, by sequence number.
  private let reported = Locked<Set<Int>>([])

  /// Looks for such calls every second, and warns of each once it has waited `patience` seconds,
  /// until cancelled; runs in a task of the test, where `Test.current` is the test.
  func watch(_ scope: TestScope) async {
    var waiting: [(call: UnansweredHandlerCall, seconds: Int)] = []
    var scanned = 0
    while !Task.isCancelled {
      try? await Task.sleep(nanoseconds: 1_000_000_000)
      if Task.isCancelled { return }
      let new = MockStore.shared.unansweredHandlerCalls(ownedBy: scope, after: scanned)
      scanned = max(scanned, new.map(\.sequenceNumber).max() ?? 0)
      waiting = waiting.map { ($0.call, $0.seconds + 1) } + new.map { ($0, 0) }
      let due = waiting.filter { $0.seconds >= Self.patience }.map(\.call)
      waiting.removeAll { $0.seconds >= Self.patience }
      report(
        due,
        note: " (this test has run for \(Self.patience) seconds since, and may be waiting for it)")
    }
  }

  /// Reports the calls not reported yet, as warnings of the current test.
  func report(_ calls: [UnansweredHandlerCall], note: String = "") {
    let new = reported.withLock { reported in
      calls.filter { reported.insert($0.sequenceNumber).inserted }
    }
    for call in new {
      reportWarning(call.message(note: note))
    }
  }
}

/// An argument pack that names its arguments' static types, so that a message can tell an
/// optional closure, which the log flattens, from a closure.
protocol StaticArgumentTypes {
  static var argumentTypes: [Any.Type] { get }
}

extension _OneArgument: StaticArgumentTypes {
  static var argumentTypes: [Any.Type] { [A.self] }
}

extension _TwoArguments: StaticArgumentTypes {
  static var argumentTypes: [Any.Type] { [A.self, B.self] }
}

extension _ThreeArguments: StaticArgumentTypes {
  static var argumentTypes: [Any.Type] { [A.self, B.self, C.self] }
}

extension _FourArguments: StaticArgumentTypes {
  static var argumentTypes: [Any.Type] { [A.self, B.self, C.self, D.self] }
}
