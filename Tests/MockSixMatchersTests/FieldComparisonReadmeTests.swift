import MockSixMatchers
import Testing

/// The models of the README's field comparison examples, apart from the other tests' models.
enum FieldsReadme {
  struct Location {
    var city: String
    var zip: String?
  }

  struct Forecast {
    var location: Location
    var highs: [Int]
  }
}

extension FieldsReadme {
  /// The README's field comparison examples, verbatim, with the failures they print.
  @Suite struct FieldComparisonReadmeTests {
    let forecast = Forecast(location: Location(city: "Bergen", zip: "5003"), highs: [12, 15, 9])

    @Test func expectSameFieldsExample() {
      withKnownIssue {
        expectSameFields(
          forecast, as: Forecast(location: Location(city: "Oslo", zip: "0150"), highs: [12, 14]))
      } matching: {
        issue(
          $0,
          is: """
            expected Forecast to match field by field, got 4 differences

              location.city: expected <"Oslo">, got <"Bergen">
              location.zip: expected <"0150">, got <"5003">
              highs[1]: expected <14>, got <15>
              highs[2]: unexpected element, got <9>
            """)
      }
    }

    @Test func expectFieldsExample() {
      withKnownIssue {
        expectFields(forecast, ["location": ["city": "Oslo"], "highs": [12, 15, 9], "days": 3])
      } matching: {
        issue(
          $0,
          is: """
            expected Forecast to have the listed fields, got 3 differences

              location.city: expected <"Oslo">, got <"Bergen">
              location.zip: unexpected field, got <"5003">
              days: missing field, expected <3>
            """)
      }
    }
  }
}
