import Foundation
import MockSix
import Testing
import XCTest

/// `invocations`, `invocations(of:)`, `resetMock()` and the fields of `MockInvocation`.
@Suite struct InvocationTests {
  let foobar = MockFoobar()

  @Test func recordsMethodFunctionNameAndArguments() throws {
    _ = foobar.doThis("a", 1)
    _ = try foobar.doThat()
    let calls = foobar.invocations
    try #require(calls.count == 2)
    #expect(calls[0].methodID == MockFoobar.Methods.doThis.rawValue)
    #expect(calls[0].functionName == "doThis(_:_:)")
    #expect(calls[0].args.count == 2)
    #expect(calls[0].args[0] as? String == "a")
    #expect(calls[0].args[1] as? Int == 1)
    #expect(calls[1].methodID == MockFoobar.Methods.doThat.rawValue)
    #expect(calls[1].functionName == "doThat()")
    #expect(calls[1].args.isEmpty)
  }

  @Test func invocationsOfOneMethod() {
    _ = foobar.doThis("a", 1)
    _ = try? foobar.doThat()
    _ = foobar.doThis("b", 2)
    #expect(foobar.invocations(of: .doThis).map { $0.argument(0, as: String.self) } == ["a", "b"])
    #expect(foobar.invocations(of: .doThat).count == 1)
    #expect(MockFoobar().invocations(of: .doThis).isEmpty)
  }

  @Test func sequenceNumbersGrowAcrossMocks() {
    let other = MockFoobar()
    let clock = MockClock()
    _ = foobar.doThis("1", 1)
    _ = other.doThis("2", 2)
    _ = clock.now()
    _ = foobar.doThis("3", 3)
    let first = foobar.invocations[0].sequenceNumber
    let second = other.invocations[0].sequenceNumber
    let third = clock.invocations[0].sequenceNumber
    let fourth = foobar.invocations[1].sequenceNumber
    #expect(first < second && second < third && third < fourth)
  }

  @Test func sequenceNumbersAreNotReusedAfterReset() {
    _ = foobar.doThis("", 0)
    let before = foobar.invocations[0].sequenceNumber
    resetMockSix()
    _ = foobar.doThis("", 0)
    #expect(foobar.invocations[0].sequenceNumber > before)
  }

  @Test func threadIsTheCallingThread() async {
    _ = foobar.doThis("", 0)
    #expect(foobar.invocations[0].thread == ThreadID.current)
    let clock = MockClock()
    // NB: The test touches the mock first, so that the mock belongs to this test (see
    //     ParallelResetTests); a mock first used off the test's task belongs to no test.
    clock.unstub(.now)
    let worker = await Task.detached { () -> ThreadID in
      clock.advance(by: 1)
      return ThreadID.current
    }.value
    #expect(clock.invocations.first?.thread == worker)
  }

  @Test func eachCallKeepsItsOwnThreadWhenThreadsTakeTurns() throws {
    let clock = MockClock()
    clock.unstub(.now)
    clock.advance(by: 1)
    let done = DispatchSemaphore(value: 0)
    let worker = Thread {
      clock.advance(by: 2)
      done.signal()
    }
    worker.start()
    done.wait()
    clock.advance(by: 3)
    let calls = clock.invocations
    try #require(calls.count == 3)
    #expect(calls[0].thread == ThreadID.current && calls[2].thread == ThreadID.current)
    #expect(calls[1].thread != ThreadID.current && !calls[1].isMainThread)
    #expect(calls[0].isMainThread == calls[2].isMainThread)
  }

  @Test func threadDescription() {
    let clock = MockClock()
    let thread = ThreadID.current
    clock.advance(by: 1)
    #expect(clock.invocations.last?.thread == thread)
    #expect(thread.description.hasPrefix("thread 0x"))
    #expect(ThreadID(rawValue: 255).description == "thread 0xff")
  }

  @Test func isMainThreadMatchesTheCallingThread() {
    let clock = MockClock()
    clock.advance(by: 1)
    #expect(clock.invocations[0].isMainThread == Thread.isMainThread)
  }

  @Test func callOffTheMainThread() async {
    let clock = MockClock()
    clock.unstub(.now)
    await Task.detached { clock.advance(by: 1) }.value
    #expect(clock.invocations.first?.isMainThread == false)
  }

  @Test func typedArgumentAccess() throws {
    let greeter = MockGreeter()
    _ = greeter.greet(nil, 3)
    _ = greeter.greet("Ann", 4)
    let calls = greeter.invocations
    #expect(calls[0].argument(0, as: String.self) == nil, "nil argument")
    #expect(calls[0].argument(1, as: Int.self) == 3)
    #expect(calls[1].argument(0, as: String.self) == "Ann")
    #expect(calls[1].argument(0, as: Int.self) == nil, "wrong type")
    #expect(calls[1].argument(2, as: Int.self) == nil, "out of range")
    #expect(calls[1].argument(-1, as: Int.self) == nil, "negative index")
    let inferred: Int? = calls[1].argument(1)
    #expect(inferred == 4)
  }

  @Test func description() {
    _ = foobar.doThis("a", 1)
    _ = try? foobar.doThat()
    #expect(
      foobar.invocations.map(\.description) == ["doThis(_:_:) with <\"a\">, <1>", "doThat()"])
  }

  @Test func memberwiseInitializer() {
    let call = MockInvocation(methodID: 3, functionName: "f(_:)", args: [1])
    #expect(call.methodID == 3 && call.functionName == "f(_:)" && call.args.count == 1)
    #expect(call.argument(0, as: Int.self) == 1)
  }

  @Test func settingAFieldOfALoggedCallChangesThatCopyOnly() {
    _ = foobar.doThis("a", 1)
    var call = foobar.invocations[0]
    let number = call.sequenceNumber
    call.args[0] = "z"
    call.functionName = "other()"
    call.methodID = 9
    call.isMainThread.toggle()
    #expect(call.args[0] as? String == "z" && call.args[1] as? Int == 1)
    #expect(call.functionName == "other()" && call.methodID == 9)
    #expect(call.sequenceNumber == number && call.thread == ThreadID.current)
    let logged = foobar.invocations[0]
    #expect(logged.args[0] as? String == "a" && logged.functionName == "doThis(_:_:)")
    #expect(logged.methodID == 0 && logged.isMainThread != call.isMainThread)
  }

  @Test func aListReadEarlierKeepsItsCallsAndALaterReadHasTheNewOnes() {
    _ = foobar.doThis("a", 1)
    let first = foobar.invocations
    _ = foobar.doThis("b", 2)
    _ = try? foobar.doThat()
    let second = foobar.invocations
    #expect(first.map(\.functionName) == ["doThis(_:_:)"])
    #expect(second.map(\.functionName) == ["doThis(_:_:)", "doThis(_:_:)", "doThat()"])
    #expect(foobar.invocations(of: .doThis).map { $0.argument(1, as: Int.self) } == [1, 2])
  }

  @Test func aVerifiedMarkReachesLaterReadsButNotAListReadBefore() {
    _ = foobar.doThis("a", 1)
    _ = foobar.doThis("b", 2)
    let before = foobar.invocations
    foobar._markVerified([before[1].sequenceNumber])
    #expect(before.map(\.isVerified) == [false, false])
    #expect(foobar.invocations.map(\.isVerified) == [false, true])
    _ = foobar.doThis("c", 3)
    #expect(foobar.invocations(of: .doThis).map(\.isVerified) == [false, true, false])
  }

  @Test func resetMockForgetsTheListReadEarlierButNotYourCopy() {
    _ = foobar.doThis("a", 1)
    let kept = foobar.invocations
    foobar.resetMock()
    #expect(foobar.invocations.isEmpty)
    _ = foobar.doThis("b", 2)
    #expect(foobar.invocations.map { $0.argument(0, as: String.self) } == ["b"])
    #expect(kept.map { $0.argument(0, as: String.self) } == ["a"])
  }

  @Test func manyCallsOfTwoMethodsAcrossChunks() {
    for index in 0..<10_000 {
      if index % 3 == 0 { _ = try? foobar.doThat() } else { _ = foobar.doThis("", index) }
    }
    let all = foobar.invocations
    #expect(all.count == 10_000)
    #expect(zip(all, all.dropFirst()).allSatisfy { $0.sequenceNumber < $1.sequenceNumber })
    let doThis = foobar.invocations(of: .doThis)
    #expect(doThis.count == 6_666)
    #expect(doThis.last?.argument(1, as: Int.self) == 9_998)
    foobar._markVerified([all[5].sequenceNumber, all[9_000].sequenceNumber])
    let after = foobar.invocations
    #expect(after.indices.filter { after[$0].isVerified } == [5, 9_000])
  }

  @Test func resetMockForgetsCallsAndStubsOfThatMockOnly() throws {
    let other = MockFoobar()
    foobar.stub(.doThis, andReturn: [1])
    other.stub(.doThis, andReturn: [2])
    _ = foobar.doThis("", 0)
    _ = other.doThis("", 0)
    foobar.resetMock()
    #expect(foobar.invocations.isEmpty)
    #expect(foobar.doThis("", 0) == [])
    #expect(other.doThis("", 0) == [2])
    #expect(other.invocations.count == 2)
  }

  @Test func resetMockSixInATestForgetsItsMocks() {
    let clock = MockClock()
    foobar.stub(.doThis, andReturn: [1])
    clock.stub(.now, andReturn: 2.0)
    _ = foobar.doThis("", 0)
    _ = clock.now()
    resetMockSix()
    #expect(foobar.invocations.isEmpty && clock.invocations.isEmpty)
    #expect(foobar.doThis("", 0) == [])
    #expect(clock.now() == 0)
  }

  @Test func argumentsKeepTheirValues() {
    let service = MockService()
    let dog = Dog(name: "Rex")
    let greeter = MockGreeter()
    _ = greeter.register(dog)
    _ = greeter.register(nil)
    #expect(greeter.invocations[0].argument(0, as: Dog.self) === dog)
    #expect(greeter.invocations[1].args[0] == nil)
    #expect(service.invocations.isEmpty)
  }

  @Test func logOfManyCallsIsCompleteAndInOrder() {
    let clock = MockClock()
    for index in 0..<10_000 { clock.advance(by: Double(index)) }
    let calls = clock.invocations
    #expect(calls.count == 10_000)
    let arguments: [Double] = calls.map { $0.argument(0, as: Double.self) ?? -1 }
    let expected: [Double] = (0..<10_000).map(Double.init)
    #expect(arguments == expected)
    #expect(zip(calls, calls.dropFirst()).allSatisfy { $0.sequenceNumber < $1.sequenceNumber })
  }
}

/// XCTest runs its tests on the main thread, so calls from a test are main-thread calls.
final class InvocationXCTests: XCTestCase {
  func testCallOnTheMainThread() {
    let clock = MockClock()
    clock.advance(by: 1)
    XCTAssertTrue(Thread.isMainThread)
    XCTAssertEqual(clock.invocations.first?.isMainThread, true)
    XCTAssertEqual(clock.invocations.first?.thread, ThreadID.current)
  }

  func testCallOffTheMainThread() {
    let clock = MockClock()
    let done = expectation(description: "called")
    DispatchQueue.global().async {
      clock.advance(by: 1)
      done.fulfill()
    }
    wait(for: [done], timeout: 10)
    XCTAssertEqual(clock.invocations.first?.isMainThread, false)
    XCTAssertNotEqual(clock.invocations.first?.thread, ThreadID.current)
  }
}
