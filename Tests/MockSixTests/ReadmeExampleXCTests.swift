import MockSix
import XCTest

/// The examples of the MockSix README, verbatim where Swift allows, in XCTest style.
final class ReadmeExampleXCTests: XCTestCase {
  var foobar: MockFoobar!

  override func setUp() {
    super.setUp()
    resetMockSix()
    foobar = MockFoobar()
  }

  func testMyClassExample() {
    // in the test case
    let mock = MockMyClass()
    XCTAssertTrue(mock.myFunc("foobar") == [])  // true
    mock.stub(.myFunc, andReturn: [42])
    XCTAssertTrue(mock.myFunc("foobar") == [42])  // true
    mock.stub(.myFunc) { $0.isEmpty ? [] : [42] }
    XCTAssertTrue(mock.myFunc("foobar") == [42])  // true
  }

  func testInjectingTheMock() {
    let foobar = MockFoobar()
    let sut = MyClass(foobar: foobar)
    foobar.stub(.doThat, andReturn: 2.5)
    XCTAssertEqual(sut.average(), 2.5)
    XCTAssertEqual(foobar.invocations.count, 1)
    XCTAssertEqual(foobar.invocations.first?.functionName, "doThat()")
  }

  func testReturnValueOverride() {
    // return value override
    foobar.stub(.doThis, andReturn: [42])
    XCTAssertEqual(foobar.doThis("a", 1), [42])
  }

  func testReplaceImplementationWithClosure() {
    // replace implementation with closure
    foobar.stub(.doThis) { (args: [Any?]) in
      let num = args[1]! as! Int
      return [num]
    }
    XCTAssertEqual(foobar.doThis("a", 7), [7])
  }

  func testThrowingClosure() throws {
    var draws = [1, 0]  // NB: Stands in for the README's `arc4random() % 2`.
    foobar.stub(.doThat) { _ in
      if draws.removeFirst() % 2 == 1 { throw FoobarError.unknown }
      return 3.14
    }
    XCTAssertThrowsError(try foobar.doThat()) { error in
      XCTAssertTrue(error is FoobarError)
    }
    XCTAssertEqual(try foobar.doThat(), 3.14)
  }

  func testInvocationCountAwareStubbing() {
    // invocation count aware stubbing
    foobar.stub(.doThis, andReturn: [42], times: 1, afterwardsReturn: [43])
    XCTAssertEqual(foobar.doThis("a", 1), [42])
    XCTAssertEqual(foobar.doThis("a", 1), [43])
  }

  func testExplicitCastForProtocolResult() {
    let factory = MockFactory()
    factory.stub(.whatever, andReturn: SomeClass() as any SomeClassProtocol)
    XCTAssertEqual(factory.whatever().name, "some")
  }

  func testUnstub() throws {
    foobar.stub(.doThat) { _ in 3.14 }
    XCTAssertEqual(try foobar.doThat(), 3.14)
    foobar.unstub(.doThat)
    XCTAssertEqual(try foobar.doThat(), 0.0)
  }

  func testInvocationLogExamples() {
    // the mock has not been accessed
    XCTAssertTrue(foobar.invocations.isEmpty)

    _ = foobar.doThis("42", 42)
    _ = foobar.doThis("7", 7)

    // doThis(_:_:) has been called twice
    XCTAssertTrue(
      foobar.invocations
        .filter { $0.methodID == MockFoobar.Methods.doThis.rawValue }
        .count == 2)

    // doThis(_:_:) has been called with ("42", 42)
    XCTAssertTrue(
      !foobar.invocations
        .filter {
          $0.methodID == MockFoobar.Methods.doThis.rawValue && $0.args[0]! as! String == "42"
            && $0.args[1]! as! Int == 42
        }
        .isEmpty)
  }

  func testSetUpResetLeavesNoCallsFromEarlierTests() {
    // Every test of this class calls the same kind of mock; `setUp` starts each one empty.
    XCTAssertTrue(foobar.invocations.isEmpty)
    _ = foobar.doThis("a", 1)
    XCTAssertEqual(foobar.invocations.count, 1)
  }
}
