/// How often one stub of a mock has answered a call, for the matchers' unused-stub check.
package struct StubUsage: Sendable {
  /// The raw value of the stubbed method's ID.
  package var methodID: Int
  /// A description such as `a stub returning Int (stubbed at Tests/A.swift:3)`.
  package var summary: String
  /// How many calls the stub has answered.
  package var useCount: Int
}

extension Mock where MockMethod.RawValue == Int {
  /// Every stub of this mock with its use count, by method ID, conditional stubs first.
  package var stubUsage: [StubUsage] {
    MockStore.shared.stubUsage(of: _mockSixIdentity)
  }
}
