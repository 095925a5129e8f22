/// Forgets the calls and stubs of every mock the current test may use.
///
/// Call it in a test's set-up, as MockSix users always have:
///
/// ```swift
/// override func setUp() {
///   resetMockSix()
/// }
/// ```
///
/// Outside Swift Testing (in XCTest, which runs one test at a time, or in plain code) it
/// forgets everything. Inside a Swift Testing test, which may run beside other tests in the same
/// process, it forgets only the mocks that belong to the current test case: a mock belongs to
/// the test case that first used it, or, when it was first called off any test's task, to the
/// first test case that stubs it or reads its calls. Mocks in use by tests running beside it keep
/// their calls and stubs. A mock's own `resetMock()` always resets that mock.
public func resetMockSix() {
  MockStore.shared.reset(scope: TestScope.current, remembersReset: true)
}
