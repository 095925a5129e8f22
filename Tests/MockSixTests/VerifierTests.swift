import MockSix
import Testing

/// The argument verifiers: what they pass, what they describe, and wrong types never matching.
@Suite struct VerifierTests {
  @Test func theValueMatchesEqualValues() {
    #expect(theValue(42).matches(42))
    #expect(!theValue(42).matches(41))
    #expect(theValue("a").matches("a"))
    #expect(!theValue("a").matches(nil))
    #expect(theValue([1, 2]).matches([1, 2]))
  }

  @Test func theValueOfAnOptional() {
    let none: Int? = nil
    let one: Int? = 1
    let isNone = theValue(none)
    let isOne = theValue(one)
    #expect(isNone.matches(nil))
    #expect(!isNone.matches(1))
    #expect(isOne.matches(1))
    #expect(isOne.matches(one))
    #expect(!isOne.matches(none))
  }

  @Test func nilAndNotNil() {
    #expect(nilValue().matches(nil))
    let boxedNil: Any? = Optional<Int>.none as Any
    #expect(nilValue().matches(boxedNil))
    #expect(!nilValue().matches(0))
    #expect(notNil().matches(0))
    #expect(!notNil().matches(nil))
    #expect(!notNil().matches(boxedNil))
  }

  @Test func anyMatchesEverything() {
    #expect(any().matches(nil))
    #expect(any().matches(1))
    #expect(any().matches("x"))
  }

  @Test func anyOfType() {
    #expect(instance(of: Int.self).matches(1))
    #expect(!instance(of: Int.self).matches("1"))
    #expect(!instance(of: Int.self).matches(nil))
    #expect(instance(of: Animal.self).matches(Dog(name: "a")))
  }

  @Test func anyPassingNonOptionalPredicate() {
    let verifier = any { x in x >= 3.0 && x < 4.0 }
    #expect(verifier.matches(3.5))
    #expect(!verifier.matches(4.0))
    #expect(!verifier.matches(nil))
    #expect(!verifier.matches("3.5"))
    #expect(!verifier.matches(3), "an Int is not a Double")
  }

  @Test func anyPassingOptionalPredicate() {
    let verifier = any(passing: { (s: String?) in s == nil })
    #expect(verifier.matches(nil))
    #expect(!verifier.matches("a"))
    #expect(!verifier.matches(1), "an Int is not a String?")
    let prefixed = any(passing: { (s: String?) in s?.hasPrefix("a") ?? false })
    #expect(prefixed.matches("abc"))
    #expect(!prefixed.matches("b"))
  }

  @Test func instanceOf() {
    #expect(instance(of: Animal.self).matches(Dog(name: "a")))
    #expect(instance(of: Dog.self).matches(Dog(name: "a")))
    #expect(!instance(of: Dog.self).matches(Animal(name: "a")))
    #expect(!instance(of: Dog.self).matches(nil))
    #expect(!instance(of: Dog.self).matches(3))
  }

  @Test func identicalTo() {
    let rex = Dog(name: "Rex")
    #expect(identical(to: rex).matches(rex))
    #expect(!identical(to: rex).matches(Dog(name: "Rex")))
    #expect(!identical(to: rex).matches(nil))
    #expect(!identical(to: rex).matches("Rex"))
    #expect(identical(to: rex).matches(Optional(rex)))
  }

  @Test func verifiersSeeThroughAnOptionalBoxedInAny() {
    // A generic mock method `func f<T>(_ x: T)` called with a `Dog?` logs an `Optional<Dog>`
    // boxed in `Any`.
    let rex = Dog(name: "Rex")
    let boxed: Any? = Optional(rex) as Any
    #expect(theValue(3).matches(Optional(3) as Any))
    #expect(instance(of: Dog.self).matches(boxed))
    #expect(notNil().matches(boxed))
    #expect(identical(to: rex).matches(boxed))

  }

  @Test func verifiersInAConditionalStubOnOptionalObjects() {
    let greeter = MockGreeter()
    let rex = Dog(name: "Rex")
    greeter.stub(.register, with: [identical(to: rex)], andReturn: true)
    #expect(greeter.register(rex))
    #expect(!greeter.register(Dog(name: "Rex")))
    #expect(!greeter.register(nil))
  }

  @Test func wrongTypeNeverMatchesNorCrashes() {
    let boxedNil: Any? = Optional<Int>.none as Any
    let values: [Any?] = [nil, 1, "1", 1.0, [1], Dog(name: "a"), boxedNil]
    let intOnly = [
      theValue(2), instance(of: UInt.self), any { (x: Int) in x == 2 },
      any(passing: { (x: Int?) in x == 2 }),
    ]
    for value in values {
      for verifier in intOnly {
        #expect(!verifier.matches(value), "\(verifier) matched \(String(describing: value))")
      }
    }
  }

  @Test func descriptions() {
    #expect(theValue(42).description == "theValue(42)")
    #expect(theValue("a").description == "theValue(\"a\")")
    #expect(nilValue().description == "nilValue()")
    #expect(notNil().description == "notNil()")
    #expect(any().description == "any()")
    #expect(instance(of: Int.self).description == "instance(of: Int)")
    let positive = any { (x: Double) in x > 0 }
    let missing = any(passing: { (s: String?) in s == nil })
    #expect(positive.description == "any(passing: (Double) -> Bool)")
    #expect(missing.description.contains("String"))
    #expect(instance(of: Dog.self).description.contains("instance(of: "))
    #expect(instance(of: Dog.self).description.contains("Dog"))
    #expect(identical(to: Dog(name: "a")).description.hasPrefix("identical(to: "))
  }

  @Test func customVerifier() {
    let even = ArgumentVerifier("even") { ($0 as? Int).map { $0 % 2 == 0 } ?? false }
    #expect(even.description == "even")
    #expect(even.matches(2))
    #expect(!even.matches(3))
    let greeter = MockGreeter()
    greeter.stub(.greet, with: [any(), even], andReturn: "even")
    #expect(greeter.greet(nil, 4) == "even")
    #expect(greeter.greet(nil, 5) == "default")
  }
}
