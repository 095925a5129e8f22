import MockSixMatchers
import Testing

/// `expectSameFields(_:as:)`: one line per differing field, by path.
@Suite struct ExpectSameFieldsTests {
  @Test func passesForEqualValues() {
    expectSameFields(Outlook.oslo, as: Outlook.oslo)
    expectSameFields([Day(high: 1, low: 0)], as: [Day(high: 1, low: 0)])
    expectSameFields(Optional<Day>.none, as: nil)
  }

  @Test func namesEveryDifferingFieldByPath() {
    var actual = Outlook.oslo
    actual.place.city = "Bergen"
    actual.place.zip = nil
    actual.days[1].high = 15
    actual.note = "windy"
    let line = #line + 2
    withKnownIssue {
      expectSameFields(actual, as: Outlook.oslo, "Oslo outlook")
    } matching: {
      issue(
        $0,
        is: """
          Oslo outlook - expected Outlook to match field by field, got 4 differences

            place.city: expected <"Oslo">, got <"Bergen">
            place.zip: expected <"0150">, got <nil>
            days[1].high: expected <14>, got <15>
            note: expected <nil>, got <"windy">
          """) && $0.sourceLocation?.line == line
    }
  }

  @Test func arraysDifferByIndex() {
    var longer = Outlook.oslo
    longer.days.append(Day(high: 1, low: 0))
    withKnownIssue {
      expectSameFields(longer, as: Outlook.oslo)
    } matching: {
      issue(
        $0,
        is: """
          expected Outlook to match field by field, got 1 difference

            days[2]: unexpected element, got <Day(high: 1, low: 0)>
          """)
    }
    withKnownIssue {
      expectSameFields([1, 2], as: [1, 3, 4])
    } matching: {
      issue(
        $0,
        is: """
          expected Array<Int> to match field by field, got 2 differences

            [1]: expected <3>, got <2>
            [2]: missing element, expected <4>
          """)
    }
  }

  @Test func enumsDifferByCaseThenByPayload() {
    var other = Outlook.oslo
    other.sky = .storm("hail", gusts: 30)
    withKnownIssue {
      expectSameFields(other, as: Outlook.oslo)
    } matching: {
      issue(
        $0,
        is: """
          expected Outlook to match field by field, got 1 difference

            sky: expected <cloudy(cover: 3)>, got <storm("hail", gusts: 30)>
          """)
    }
    withKnownIssue {
      expectSameFields(Sky.storm("hail", gusts: 30), as: .storm("rain", gusts: 20))
    } matching: {
      issue(
        $0,
        is: """
          expected Sky to match field by field, got 2 differences

            storm.0: expected <"rain">, got <"hail">
            storm.gusts: expected <20>, got <30>
          """)
    }
    withKnownIssue {
      expectSameFields(Sky.cloudy(cover: 5), as: .cloudy(cover: 3))
    } matching: {
      issue($0, contains: "cloudy.cover: expected <3>, got <5>")
    }
  }

  @Test func setsDifferByElement() {
    var other = Outlook.oslo
    other.tags = ["wind", "rain"]
    withKnownIssue {
      expectSameFields(other, as: Outlook.oslo)
    } matching: {
      issue(
        $0,
        is: """
          expected Outlook to match field by field, got 2 differences

            tags: missing element <"sun">
            tags: unexpected element <"rain">
          """)
    }
  }

  @Test func dictionariesDifferByKey() {
    var other = Outlook.oslo
    other.scores = ["ann": 4, "cid": 1]
    withKnownIssue {
      expectSameFields(other, as: Outlook.oslo)
    } matching: {
      issue(
        $0,
        is: """
          expected Outlook to match field by field, got 3 differences

            scores["ann"]: expected <3>, got <4>
            scores["cid"]: unexpected key, got <1>
            scores["bob"]: missing key, expected <5>
          """)
    }
  }

  @Test func classesInALoopAreComparedOnce() {
    let first = Station(name: "Blindern")
    first.next = first
    let second = Station(name: "Bygdøy")
    second.next = second
    withKnownIssue {
      expectSameFields(first, as: second)
    } matching: {
      issue(
        $0,
        is: """
          expected Station to match field by field, got 1 difference

            name: expected <"Bygdøy">, got <"Blindern">
          """)
    }
    expectSameFields(first, as: first)
  }

  @Test func unequalValuesWithoutDifferingFieldsDifferAsAWhole() {
    withKnownIssue {
      expectSameFields(Reading(value: 0.0), as: Reading(value: -0.0))
    } matching: {
      issue(
        $0,
        is: """
          expected Reading to match field by field, got 1 difference

            value: expected <Reading(value: -0.0)>, got <Reading(value: 0.0)>
          """)
    }
  }

  @Test func leavesDifferAsValues() {
    withKnownIssue {
      expectSameFields("Bergen", as: "Oslo")
    } matching: {
      issue(
        $0,
        is: """
          expected String to match field by field, got 1 difference

            value: expected <"Oslo">, got <"Bergen">
          """)
    }
  }
}
