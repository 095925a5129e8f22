import MockSix
import Testing
import XCTest

/// Stubs that do not fit their call are reported failures, never crashes, and the call returns
/// the mock's default.
@Suite struct MisuseTests {
  let foobar = MockFoobar()

  @Test func stringStubForAnArrayMethod() {
    foobar.stub(.doThis, andReturn: "oops")
    let line = #line - 1
    var result: [Int]?
    withKnownIssue {
      result = foobar.doThis("a", 1)
    } matching: { issue in
      mentions(
        issue, "MockFoobar.doThis(_:_:)", "String", "Array<Int>",
        "MockSixTests/MisuseTests.swift:\(line)")
        && issue.sourceLocation?.fileID == "MockSixTests/MisuseTests.swift"
        && issue.sourceLocation?.line == line
    }
    #expect(result == [])
    #expect(foobar.invocations.count == 1, "the call is still logged")
  }

  @Test func stringStubForAnIntMethod() {
    let greeter = MockGreeter()
    greeter.stub(.count, andReturn: "three")
    let line = #line - 1
    var result = -1
    withKnownIssue {
      result = greeter.count()
    } matching: { issue in
      mentions(issue, "MockGreeter.count()", "String", "Int", "MisuseTests.swift:\(line)")
    }
    #expect(result == 0)
  }

  @Test func reportedOnEveryCallAndTheStubStays() {
    foobar.stub(.doThis, andReturn: 1.5)
    withKnownIssue {
      _ = foobar.doThis("a", 1)
      _ = foobar.doThis("b", 2)
    } matching: { issue in
      mentions(issue, "MockFoobar.doThis(_:_:)", "Double")
    }
    foobar.stub(.doThis, andReturn: [5])
    #expect(foobar.doThis("c", 3) == [5])
  }

  @Test func nonConformingTypeForAProtocolResult() {
    let factory = MockFactory()
    factory.stub(.whatever, andReturn: NotSomeClass())
    let line = #line - 1
    var name = ""
    withKnownIssue {
      name = factory.whatever().name
    } matching: { issue in
      mentions(
        issue, "MockFactory.whatever()", "NotSomeClass", "SomeClassProtocol",
        "MisuseTests.swift:\(line)")
    }
    #expect(name == "fallback")
  }

  @Test func defaultWrittenWithoutACastFixesTheConcreteType() {
    // NB: `registerInvocation(…, andReturn: FallbackSomeClass())` makes Swift infer the result
    //     type from the default, so even a conforming stub does not fit; the mock needs
    //     `FallbackSomeClass() as any SomeClassProtocol`. It is reported, not a crash.
    let factory = MockLooseFactory()
    factory.stub(.whatever, andReturn: SomeClass() as any SomeClassProtocol)
    var name = ""
    withKnownIssue {
      name = factory.whatever().name
    } matching: { issue in
      mentions(issue, "MockLooseFactory.whatever()", "FallbackSomeClass", "SomeClassProtocol")
    }
    #expect(name == "fallback")
  }

  @Test func optionalBlockReturningNilForANonOptionalMethod() {
    foobar.stub(.doThis) { (args: [Any?]) -> [Int]? in
      args[0] as? String == "none" ? nil : [1]
    }
    let line = #line - 3
    #expect(foobar.doThis("some", 0) == [1])
    var result: [Int]?
    withKnownIssue {
      result = foobar.doThis("none", 0)
    } matching: { issue in
      mentions(issue, "MockFoobar.doThis(_:_:)", "nil", "Array<Int>", "MisuseTests.swift:\(line)")
    }
    #expect(result == [])
  }

  @Test func optionalNilValueForANonOptionalMethod() {
    foobar.stub(.doThis, andReturn: [Int]?.none)
    var result: [Int]?
    withKnownIssue {
      result = foobar.doThis("", 0)
    } matching: { issue in
      mentions(issue, "MockFoobar.doThis(_:_:)", "nil")
    }
    #expect(result == [])
  }

  @Test func blockReturningTheWrongType() {
    foobar.stub(.doThis) { _ in "text" }
    var result: [Int]?
    withKnownIssue {
      result = foobar.doThis("", 0)
    } matching: { issue in
      mentions(issue, "MockFoobar.doThis(_:_:)", "String", "Array<Int>")
    }
    #expect(result == [])
  }

  @Test func throwingBlockOnANonThrowingMethod() {
    foobar.stub(.doThis) { _ in throw FoobarError.unknown }
    let line = #line - 1
    var result: [Int]?
    withKnownIssue {
      result = foobar.doThis("", 0)
    } matching: { issue in
      mentions(issue, "MockFoobar.doThis(_:_:)", "unknown", "MisuseTests.swift:\(line)")
    }
    #expect(result == [])
  }

  @Test func andThrowOnANonThrowingMethod() {
    let service = MockService()
    service.stub(.value, andThrow: ServiceError(code: 3))
    let line = #line - 1
    var result = 0
    withKnownIssue {
      result = service.value(1)
    } matching: { issue in
      mentions(issue, "MockService.value(_:)", "ServiceError", "MisuseTests.swift:\(line)")
    }
    #expect(result == -1)
    service.stub(.void, andThrow: ServiceError(code: 3))
    withKnownIssue {
      service.void(1)
    } matching: { issue in
      mentions(issue, "MockService.void(_:)", "ServiceError")
    }
  }

  @Test func wrongErrorForATypedThrowsMethod() throws {
    let service = MockService()
    service.stub(.typedThrowing, andThrow: OtherError())
    var result = -1
    try withKnownIssue {
      result = try service.typedThrowing(1)
    } matching: { issue in
      mentions(issue, "MockService.typedThrowing(_:)", "OtherError", "ServiceError")
    }
    #expect(result == 0)
  }

  @Test func sequenceAndCountdownOfTheWrongType() {
    let greeter = MockGreeter()
    greeter.stub(.next, andReturnValues: ["a", "b"])
    var results: [Int] = []
    withKnownIssue {
      results.append(greeter.next())
    } matching: { issue in
      mentions(issue, "MockGreeter.next()", "String", "Int")
    }
    greeter.stub(.next, andReturn: "a", times: 1, afterwardsReturn: "b")
    withKnownIssue {
      results.append(greeter.next())
    } matching: { issue in
      mentions(issue, "MockGreeter.next()", "String", "Int")
    }
    #expect(results == [-1, -1])
  }

  @Test func conditionalStubOfTheWrongType() {
    let greeter = MockGreeter()
    greeter.stub(.greet, with: [any(), any()], andReturn: 42)
    var result = ""
    withKnownIssue {
      result = greeter.greet("a", 1)
    } matching: { issue in
      mentions(issue, "MockGreeter.greet(_:_:)", "Int", "String")
    }
    #expect(result == "default")
  }

  @Test func wrongTypeInAThrowingMethodIsReportedNotThrown() throws {
    foobar.stub(.doThat, andReturn: "pi")
    var result = -1.0
    try withKnownIssue {
      result = try foobar.doThat()
    } matching: { issue in
      mentions(issue, "MockFoobar.doThat()", "String", "Double")
    }
    #expect(result == 0.0)
  }

  @Test func recordedDestinationInSwiftTesting() {
    foobar.stub(.doThis, andReturn: "oops")
    let line = #line - 1
    let failures = FailureRecorder.recording {
      #expect(foobar.doThis("", 0) == [])
    }
    #expect(failures.count == 1)
    #expect(failures.first?.destination == .swiftTesting)
    #expect(failures.first?.message.contains("MockFoobar.doThis(_:_:)") == true)
    #expect(failures.first?.location?.line == UInt(line))
  }
}

/// Misuse inside an XCTest test goes to XCTest.
final class MisuseXCTests: XCTestCase {
  override func setUp() {
    super.setUp()
    resetMockSix()
  }

  func testWrongTypeStubIsRecordedForXCTest() {
    let foobar = MockFoobar()
    foobar.stub(.doThis, andReturn: "oops")
    let line = #line - 1
    var result: [Int]?
    let failures = FailureRecorder.recording {
      result = foobar.doThis("", 0)
    }
    XCTAssertEqual(result, [])
    XCTAssertEqual(failures.count, 1)
    XCTAssertEqual(failures.first?.destination, .xcTest)
    XCTAssertTrue(failures.first?.message.contains("MockFoobar.doThis(_:_:)") ?? false)
    XCTAssertTrue(failures.first?.message.contains("String") ?? false)
    XCTAssertTrue(failures.first?.message.contains("Array<Int>") ?? false)
    XCTAssertTrue(failures.first?.message.contains("MisuseTests.swift:\(line)") ?? false)
    XCTAssertEqual(failures.first?.location?.line, UInt(line))
  }

  func testThrowingStubOnANonThrowingMethodIsRecordedForXCTest() {
    let foobar = MockFoobar()
    foobar.stub(.doThis) { _ in throw FoobarError.unknown }
    var result: [Int]?
    let failures = FailureRecorder.recording {
      result = foobar.doThis("", 0)
    }
    XCTAssertEqual(result, [])
    XCTAssertEqual(failures.map(\.destination), [.xcTest])
    XCTAssertTrue(failures.first?.message.contains("unknown") ?? false)
  }

  func testStrictModeIsRecordedForXCTest() {
    let greeter = MockGreeter()
    greeter.enableStrictMode()
    let failures = FailureRecorder.recording {
      _ = greeter.count()
    }
    XCTAssertEqual(failures.map(\.destination), [.xcTest])
    XCTAssertTrue(failures.first?.message.contains("MockGreeter.count()") ?? false)
  }
}

/// A type with no `MockDefault` conformance, that MockSix cannot make: it holds a class.
struct NoDefault: Equatable {
  var value: Int
  var handle = Handle()

  static func == (lhs: Self, rhs: Self) -> Bool { lhs.value == rhs.value }
}

/// Types whose names contain `Swift.` without being in the standard library.
enum NotSwift {
  struct Thing {}
}

/// A mock whose method has no default at all: no value in the mock, no `MockDefault`.
final class MockNoDefault: Mock, Sendable {
  enum Methods: Int {
    case make, thing
  }
  typealias MockMethod = Methods

  func make() -> NoDefault {
    registerInvocation(for: .make)
  }

  func thing() -> NotSwift.Thing? {
    registerInvocation(for: .thing, andReturn: nil)
  }
}

/// The edges of the never-crash and message promises.
@Suite struct MisuseGapTests {
  @Test func stubbedCallWithoutADefaultWorks() {
    let mock = MockNoDefault()
    mock.stub(.make, andReturn: NoDefault(value: 3))
    #expect(mock.make() == NoDefault(value: 3))
  }

  @Test func unstubbedCallWithoutAnyDefaultTrapsAfterReporting() async {
    // NB: Swift cannot make a value of a type it knows nothing about, so this one documented
    //     case reports the failure and then traps; the exit test keeps the trap out of this
    //     process.
    await #expect(processExitsWith: .failure) {
      _ = MockNoDefault().make()
    }
  }

  @Test func typeNamesContainingSwiftDotAreDescribedInFull() {
    let mock = MockNoDefault()
    mock.stub(.thing, andReturn: 42)
    let failures = FailureRecorder.recording {
      #expect(mock.thing() == nil)
    }
    #expect(failures.count == 1)
    let text = failures.first?.message ?? ""
    #expect(text.contains("MockNoDefault.thing()"))
    #expect(text.contains("NotSwift.Thing"), "got \(text)")

  }
}
