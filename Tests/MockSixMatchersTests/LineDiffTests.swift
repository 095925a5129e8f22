import Testing

@testable import MockSixMatchers

@Suite struct LineDiffTests {
  @Test func equalLinesHaveNoDifference() {
    let diff = LineDiff(snapshot: ["a", "b"], calls: ["a", "b"])
    #expect(diff.isEmpty)
    #expect(diff.unified().isEmpty)
    #expect(LineDiff(snapshot: [], calls: []).isEmpty)
  }

  @Test func twoSwappedLinesReadAsOneMovedLine() {
    let diff = LineDiff(snapshot: ["a", "b", "c", "d", "e"], calls: ["a", "c", "b", "d", "e"])
    #expect(diff.counts == (removed: 1, added: 1))
    #expect(
      diff.unified() == [
        "@@ -1,5 +1,5 @@",
        "  1 1  a",
        "- 2    b",
        "  3 2  c",
        "+   3  b",
        "  4 4  d",
        "  5 5  e",
      ])
  }

  @Test func changesFarApartMakeHunksOfTheirOwn() {
    let snapshot = (1...12).map { "line \($0)" }
    var calls = snapshot
    calls[1] = "changed 2"
    calls.insert("new", at: 10)
    let diff = LineDiff(snapshot: snapshot, calls: calls)
    #expect(
      diff.unified() == [
        "@@ -1,4 +1,4 @@",
        "   1  1  line 1",
        "-  2     line 2",
        "+     2  changed 2",
        "   3  3  line 3",
        "   4  4  line 4",
        "@@ -9,4 +9,5 @@",
        "   9  9  line 9",
        "  10 10  line 10",
        "+    11  new",
        "  11 12  line 11",
        "  12 13  line 12",
      ])
  }

  @Test func linesOnlyOnOneSide() {
    #expect(
      LineDiff(snapshot: [], calls: ["a"]).unified() == ["@@ -0,0 +1,1 @@", "+   1  a"])
    #expect(
      LineDiff(snapshot: ["a", "b"], calls: ["a"]).unified() == [
        "@@ -1,2 +1,1 @@", "  1 1  a", "- 2    b",
      ])
    #expect(
      LineDiff(snapshot: ["a", "", "c"], calls: ["a", "", "d"]).unified() == [
        "@@ -1,3 +1,3 @@", "  1 1  a", "  2 2", "- 3    c", "+   3  d",
      ])
  }

  @Test func aHugeDifferenceIsShownAsRemovedAndAdded() {
    let snapshot = (0..<2_100).map { "old \($0)" }
    let calls = (0..<2_100).map { "new \($0)" }
    let diff = LineDiff(snapshot: snapshot, calls: calls)
    #expect(diff.counts == (removed: 2_100, added: 2_100))
  }
}
