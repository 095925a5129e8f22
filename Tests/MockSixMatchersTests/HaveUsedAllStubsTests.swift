import MockSix
import MockSixMatchers
import Testing

@Suite struct HaveUsedAllStubsTests {
  let mock = MockService()

  @Test func passesWhenEveryStubAnsweredACall() {
    expect(mock).to(haveUsedAllStubs())
    mock.stub(.fetch, andReturn: 42)
    mock.stub(.load, andReturn: "data")
    #expect(mock.fetch(id: 1) == 42)
    #expect(mock.load() == "data")
    expect(mock).to(haveUsedAllStubs())
  }

  @Test func failsListingTheUnusedStubs() {
    mock.stub(.fetch, andReturn: 42)
    let line = #line + 1
    mock.stub(.load, andReturn: "data")
    _ = mock.fetch(id: 1)
    withKnownIssue {
      expect(mock).to(haveUsedAllStubs())
    } matching: {
      issue(
        $0, contains: "expected every stub of MockService to be used, got 1 unused stub of 2",
        "Unused stubs:", "load: a stub returning String",
        "(stubbed at MockSixMatchersTests/HaveUsedAllStubsTests.swift:\(line))")
        && !message(of: $0).contains("fetch")
    }
  }

  @Test func usesTheRecordedNameOfACalledMethod() {
    mock.stub(.fetch, with: [theValue(1)], andReturn: 42)
    _ = mock.fetch(id: 2)
    withKnownIssue {
      expect(mock).to(haveUsedAllStubs())
    } matching: {
      issue($0, contains: "fetch(id:): a conditional stub")
    }
  }

  @Test func toNotFailsWhenEveryStubWasUsed() {
    mock.stub(.load, andReturn: "data")
    _ = mock.load()
    withKnownIssue {
      expect(mock).toNot(haveUsedAllStubs())
    } matching: {
      issue(
        $0, contains: "expected a stub of MockService to be unused, got 1 stub, none unused",
        "load(): a stub returning String", "used 1 time")
    }
  }
}
