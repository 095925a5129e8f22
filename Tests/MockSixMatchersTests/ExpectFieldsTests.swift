import MockSixMatchers
import Testing

/// A record whose fields have types that literals do not infer.
struct Sample {
  var count: Int64
  var ratio: Float
  var label: Substring
}

/// `expectFields(_:_:)`: a value against a dictionary of expected fields, as mimic's props.
@Suite struct ExpectFieldsTests {
  @Test func passesWhenEveryFieldIsListedAndMatches() {
    expectFields(
      Outlook.oslo,
      [
        "place": ["city": "Oslo", "zip": "0150"],
        "days": [["high": 12, "low": 4], ["high": 14, "low": 6]],
        "sky": Sky.cloudy(cover: 3),
        "tags": ["wind", "sun"] as Set,
        "scores": ["ann": 3, "bob": 5],
        "note": nil,
      ])
  }

  @Test func literalsMatchFieldsOfOtherTypesWithTheSameDescription() {
    expectFields(
      Sample(count: 3, ratio: 0.5, label: "a"), ["count": 3, "ratio": 0.5, "label": "a"])
  }

  @Test func stringsDoNotMatchNumbersWithTheSameDescription() {
    withKnownIssue {
      expectFields(Day(high: 3, low: 1), ["high": "3", "low": 1])
    } matching: {
      issue($0, contains: "high: expected <\"3\">, got <3>")
    }
  }

  @Test func reportsChangedMissingAndUnexpectedFields() {
    let line = #line + 2
    withKnownIssue {
      expectFields(Place(city: "Oslo", zip: nil), ["city": "Bergen", "country": "NO"], "Place")
    } matching: {
      issue(
        $0,
        is: """
          Place - expected Place to have the listed fields, got 3 differences

            city: expected <"Bergen">, got <"Oslo">
            zip: unexpected field, got <nil>
            country: missing field, expected <"NO">
          """) && $0.sourceLocation?.line == line
    }
  }

  @Test func nestedDictionariesAndArraysCompareFieldsByPath() {
    withKnownIssue {
      expectFields(
        Outlook.oslo,
        [
          "place": ["city": "Bergen", "zip": "0150"],
          "days": [["high": 12, "low": 4], ["high": 1]],
          "sky": Sky.clear,
          "tags": ["wind", "sun"] as Set,
          "scores": ["ann": 3, "bob": 5],
          "note": nil,
        ])
    } matching: {
      issue(
        $0,
        is: """
          expected Outlook to have the listed fields, got 4 differences

            place.city: expected <"Bergen">, got <"Oslo">
            days[1].high: expected <1>, got <14>
            days[1].low: unexpected field, got <6>
            sky: expected <clear>, got <cloudy(cover: 3)>
          """)
    }
  }

  @Test func arraysOfDifferentLengthsReportEachElement() {
    withKnownIssue {
      expectFields(
        Outlook.oslo,
        [
          "place": ["city": "Oslo", "zip": "0150"], "days": [["high": 12, "low": 4]],
          "sky": Sky.cloudy(cover: 3), "tags": ["wind", "sun"] as Set,
          "scores": ["ann": 3, "bob": 5], "note": nil,
        ])
    } matching: {
      issue($0, contains: "days[1]: unexpected element, got <Day(high: 14, low: 6)>")
    }
  }

  @Test func valueWithoutFieldsIsReported() {
    withKnownIssue {
      expectFields(3, ["count": 3])
    } matching: {
      issue(
        $0,
        is: """
          expected Int to have the listed fields, got 1 difference

            value: expected fields [count], got <3>
          """)
    }
  }
}
