// NB: The files in this folder are compiled twice: here in Swift 6 mode, and through a symbolic
//     link by MockSixMatchersSwift5Tests in Swift 5 mode, as NimbleMockSix users' tests were.
//     They import only the matchers module, as those tests imported NimbleMockSix, and use
//     nothing else from the test target.
import MockSixMatchers
import Testing

// NimbleMockSix's README teaser, verbatim but for one comma.

// original interface to mock
protocol MyClassProtocol {
  func myFunc(string: String, number: Double) -> [Int]
}

// original implementation
class MyClass: MyClassProtocol {
  func myFunc(string: String, number: Double) -> [Int] {
    // ... whatever ...
    return [1, 2, 3]
  }
}

// mock implementation
class MockMyClass: MyClassProtocol, Mock {
  enum Methods: Int {
    case myFunc
  }
  typealias MockMethod = Methods

  func myFunc(string: String, number: Double) -> [Int] {
    // NB: The README lacks the comma after `number`, which Swift 3 did not accept either.
    return registerInvocation(
      for: .myFunc,
      args: string, number,
      andReturn: [])
  }
}

/// The README teaser's expectations and lists, compiled against MockSixMatchers.
@Suite struct NimbleMockSixReadmeTests {
  @Test func invocationCount() {
    // given
    let myMock = MockMyClass()
    myMock.stub(.myFunc, andReturn: [42])

    // when
    // NB: `_ =` added: Swift warns that the results are unused, as it did for the README.
    _ = myMock.myFunc(string: "aaa", number: 3.14)
    _ = myMock.myFunc(string: "bbb", number: 6.28)

    // then
    expect(myMock).to(receive(.myFunc, times: 2))  // --> passes
  }

  @Test func invocationArguments() {
    // given
    let myMock = MockMyClass()
    myMock.stub(.myFunc, andReturn: [42])

    // when
    _ = myMock.myFunc(string: "aaa", number: 3.14)

    expect(myMock).to(
      receive(
        .myFunc,
        with: [
          theValue("aaa"),
          any(),
        ]))  // --> passes

    withKnownIssue {
      expect(myMock).to(
        receive(
          .myFunc,
          with: [
            any(of: ["bbb", "ccc"]),
            any { x in x >= 3.0 && x < 4.0 },
          ]))  // --> fails
    } matching: { issue in
      issue.comments.map(\.rawValue).joined().contains(
        """
        expected myFunc(string:number:) to be received at least once with \
        [any(of: ["bbb", "ccc"]), any(passing: (Double) -> Bool)], got 0 matching calls (1 in all)
        """)
    }
  }

  @Test func everyListedMatcherAndVerifier() {
    let myMock = MockMyClass()
    _ = myMock.myFunc(string: "aaa", number: 3.14)
    _ = myMock.myFunc(string: "bbb", number: 6.28)

    // just invocation count constraints
    expect(myMock).to(receive(.myFunc, times: 2))
    expect(myMock).to(receive(.myFunc, atLeastTimes: 2))
    expect(myMock).to(receive(.myFunc, atMostTimes: 2))
    // invocation count AND argument constraints
    expect(myMock).to(receive(.myFunc, times: 1, with: [theValue("aaa"), any()]))
    expect(myMock).to(receive(.myFunc, atLeastTimes: 2, with: [any(of: ["aaa", "bbb"]), any()]))
    expect(myMock).to(receive(.myFunc, atMostTimes: 1, with: [any(), any { x in x > 5.0 }]))
    expect(myMock).toNot(receive(.myFunc, with: [nilValue(), any()]))
    expect(myMock).notTo(receive(.myFunc, with: [any(of: ["ccc"]), any()]))
  }
}
