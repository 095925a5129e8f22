import MockSix

/// A mock whose calls an interaction snapshot shows, with the name its lines give it.
struct SnapshotSubject {
  /// The mock's identity in the store, `mockSixLock`.
  var key: String
  /// The mock's type, such as `MockCart`.
  var typeName: String
  /// The name the test gave it, if any.
  var label: String?
  /// Whether it is a `FunctionMock`, whose calls read `fetch(42)`.
  var isFunction: Bool
  /// Its calls, oldest first; `nil` for a mock whose method IDs are not `Int`s, which MockSix
  /// cannot log.
  var calls: [MockInvocation]?
  /// Marks some of its calls as verified, for `receiveNoOtherCalls()`.
  var markVerified: ([MockInvocation]) -> Void

  init<M: Mock>(_ mock: M, label: String?) {
    key = mock.mockSixLock
    typeName = mockName(M.self)
    self.label = label
    isFunction = M.MockMethod.self == FunctionMockMethod.self
    // NB: The pack of mocks `expectInteractions` takes cannot require `Int` method IDs (Swift
    //     6.3 does not support same-type requirements between packs and concrete types), so a
    //     conditional conformance checks each mock's when its calls are read. A mock without
    //     them logs no calls: every registration requires them.
    let reader = IntMethodReader<M>() as Any as? any InvocationReading
    calls = reader?.invocations(of: mock)
    markVerified = { calls in reader?.markVerified(calls, of: mock) }
  }
}

/// Names each mock for the lines of a snapshot: the name the test gave it, else its type, with
/// `#1`, `#2`, … after the types that several unnamed mocks share.
func snapshotNames(_ subjects: [SnapshotSubject]) -> [String] {
  let unnamed = subjects.filter { $0.label == nil }
  return subjects.map { subject in
    if let label = subject.label { return label }
    let sameType = unnamed.filter { $0.typeName == subject.typeName }
    guard sameType.count > 1 else { return subject.typeName }
    let number = (sameType.firstIndex { $0.key == subject.key } ?? 0) + 1
    return "\(subject.typeName)#\(number)"
  }
}

private protocol InvocationReading {
  func invocations(of mock: Any) -> [MockInvocation]?
  func markVerified(_ calls: [MockInvocation], of mock: Any)
}

private struct IntMethodReader<M: Mock> {}

extension IntMethodReader: InvocationReading where M.MockMethod.RawValue == Int {
  func invocations(of mock: Any) -> [MockInvocation]? {
    (mock as? M)?.invocations
  }

  func markVerified(_ calls: [MockInvocation], of mock: Any) {
    guard let mock = mock as? M else { return }
    MockSixMatchers.markVerified(calls, of: mock)
  }
}
