// NB: This file imports only the matchers module, as a NimbleMockSix test did with
//     `import NimbleMockSix`: the verifiers come through the matchers' re-export of MockSix.
import MockSixMatchers
import Testing

/// NimbleMockSix's README assertions, compiled unchanged against MockSixMatchers.
@Suite struct NimbleMockSixCompatibilityTests {
  let myMock = MockService()

  @Test func readmeAssertionsCompileAndPass() {
    // the mock has not been accessed
    expect(myMock).toNot(receive(.fetch))
    expect(myMock).notTo(receive(.fetch))

    _ = myMock.fetch(id: 3)
    _ = myMock.fetch(id: 4)
    myMock.save("aaa", 1)

    expect(myMock).to(receive(.fetch))
    expect(myMock).to(receive(.fetch, times: 2))
    expect(myMock).to(receive(.fetch, atLeastTimes: 2))
    expect(myMock).to(receive(.fetch, atMostTimes: 2))
    expect(myMock).to(receive(.save, with: [theValue("aaa"), any()]))
    expect(myMock).to(receive(.save, times: 1, with: [any(of: String.self), theValue(1)]))
    expect(myMock).to(receive(.fetch, atLeastTimes: 1, with: [any { (x: Int) in x > 3 }]))
    expect(myMock).to(receive(.fetch, atMostTimes: 1, with: [any(passing: { (x: Int) in x < 4 })]))
    expect(myMock).toNot(receive(.save, with: [theValue("bbb"), any()]))
  }

  @Test func nilArgumentsMatchNilValue() {
    let view = MockView()
    view.show(nil)
    expect(view).to(receive(.show, with: [nilValue()]))
    expect(view).toNot(receive(.show, with: [theValue("text")]))
  }

  @Test func failuresStillReport() {
    withKnownIssue {
      expect(myMock).to(receive(.fetch, with: [theValue(1)]))
    } matching: {
      issue($0, contains: "expected fetch to be received at least once with [theValue(1)]")
    }
  }
}
