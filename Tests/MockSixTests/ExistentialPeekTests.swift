import MockSix
import Testing

/// Verifiers read arguments of every layout the same way: stored in the existential's buffer
/// (read in place, without a cast) or out of line, boxed with another static type, or nested.
@Suite struct ExistentialPeekTests {
  struct Empty: Equatable {}

  /// Three words: the most a value stored in the buffer can take.
  struct ThreeWords: Equatable {
    var a = 1
    var b = 2
    var c = 3
  }

  /// Four words: stored out of line, behind a box.
  struct FourWords: Equatable {
    var a = 1
    var b = 2
    var c = 3
    var d = 4
  }

  enum Shape: Equatable {
    case circle(radius: Double)
    case rectangle(width: Double, height: Double)
    case none
  }

  class Animal: Equatable {
    let name: String
    init(name: String) { self.name = name }
    static func == (lhs: Animal, rhs: Animal) -> Bool { lhs.name == rhs.name }
  }

  final class Dog: Animal {}

  protocol Named: AnyObject {
    var name: String { get }
  }

  final class NamedAnimal: Animal, Named {}

  final class WeakHolder: Equatable {
    weak var target: Animal?
    init(_ target: Animal) { self.target = target }
    static func == (lhs: WeakHolder, rhs: WeakHolder) -> Bool { lhs.target === rhs.target }
  }

  struct WeakBox: Equatable {
    weak var target: Animal?
    static func == (lhs: WeakBox, rhs: WeakBox) -> Bool { lhs.target === rhs.target }
  }

  @Test func valuesStoredInTheBuffer() {
    #expect(theValue(Empty()).matches(Empty()))
    #expect(theValue(true).matches(true))
    #expect(!theValue(true).matches(false))
    #expect(theValue(ThreeWords()).matches(ThreeWords()))
    #expect(!theValue(ThreeWords()).matches(ThreeWords(c: 4)))
    #expect(
      theValue(Shape.rectangle(width: 1, height: 2)).matches(Shape.rectangle(width: 1, height: 2)))
    #expect(!theValue(Shape.rectangle(width: 1, height: 2)).matches(Shape.circle(radius: 1)))
    #expect(!theValue(Shape.none).matches(Shape.circle(radius: 0)))
  }

  @Test func valuesStoredOutOfLine() {
    #expect(theValue(FourWords()).matches(FourWords()))
    #expect(!theValue(FourWords()).matches(FourWords(d: 5)))
    #expect(!theValue(FourWords()).matches(ThreeWords()))
  }

  @Test func stringsSmallAndOnTheHeap() {
    let long = String(repeating: "long enough for the heap ", count: 4)
    #expect(theValue(long).matches(String(repeating: "long enough for the heap ", count: 4)))
    #expect(!theValue(long).matches("short"))
    #expect(!theValue("short").matches(long))
    // NB: A repeated read must leave the argument's own reference count as it was.
    let argument: Any? = long
    for _ in 0..<1_000 { #expect(theValue(long).matches(argument)) }
    #expect(argument as? String == long)
  }

  @Test func numbersOfAnotherTypeNeverMatch() {
    #expect(theValue(42).matches(42))
    #expect(!theValue(42).matches(Int8(42)))
    #expect(!theValue(42).matches(42.0))
    #expect(!theValue(Int8(42)).matches(42))
    #expect(!theValue(42.0).matches(Float(42)))
  }

  @Test func classesSubclassesAndStaticTypes() {
    let animal = Animal(name: "Rex")
    let dog = Dog(name: "Rex")
    let dogAsAnimal: Animal = dog
    #expect(theValue(animal).matches(animal))
    #expect(theValue(animal).matches(dog), "a subclass instance casts to its superclass")
    #expect(theValue(animal).matches(dogAsAnimal))
    #expect(theValue(dogAsAnimal).matches(Dog(name: "Rex")))
    #expect(!theValue(animal).matches(Animal(name: "Tom")))
    #expect(!theValue(animal).matches("Rex"))
  }

  @Test func weakReferences() {
    let animal = Animal(name: "Rex")
    #expect(theValue(WeakHolder(animal)).matches(WeakHolder(animal)))
    #expect(theValue(WeakBox(target: animal)).matches(WeakBox(target: animal)))
    #expect(!theValue(WeakBox(target: animal)).matches(WeakBox(target: nil)))
  }

  @Test func optionalsAndNestedOptionals() {
    let five: Int? = 5
    let boxedFive: Any = five as Any
    let none: Int? = nil
    let boxedNone: Any = none as Any
    #expect(theValue(5).matches(boxedFive), "an optional boxed in Any unwraps")
    #expect(theValue(five).matches(boxedFive))
    #expect(theValue(five).matches(5))
    #expect(!theValue(5).matches(boxedNone))
    #expect(theValue(none).matches(boxedNone))
    #expect(theValue(none).matches(nil))
    #expect(!theValue(none).matches(5))
  }

  @Test func valuesBehindProtocols() {
    let hashable = AnyHashable(3)
    #expect(theValue(hashable).matches(AnyHashable(3)))
    #expect(theValue(hashable).matches(3), "an Int casts to AnyHashable")
    #expect(!theValue(hashable).matches(AnyHashable("3")))
    let erased: any Equatable = 3
    #expect(theValue(3).matches(erased))
  }

  @Test func predicatesReadArgumentsLikeTheValue() {
    let small = any { (x: ThreeWords) in x.c == 3 }
    let large = any { (x: FourWords) in x.d == 4 }
    #expect(small.matches(ThreeWords()))
    #expect(!small.matches(ThreeWords(c: 0)))
    #expect(!small.matches(FourWords()))
    #expect(large.matches(FourWords()))
    #expect(!large.matches(FourWords(d: 0)))
    let optional = any(passing: { (x: ThreeWords?) in x == nil })
    #expect(optional.matches(nil))
    #expect(!optional.matches(ThreeWords()))
  }

  @Test func classExistentials() {
    let animal = Animal(name: "Rex")
    let object: AnyObject = animal
    let named: any Named = NamedAnimal(name: "Rex")
    let isAnimal = any { (x: AnyObject) in x === animal }
    #expect(isAnimal.matches(animal))
    #expect(isAnimal.matches(object))
    #expect(!isAnimal.matches(Animal(name: "Rex")))
    let isRex = any { (x: any Named) in x.name == "Rex" }
    #expect(isRex.matches(named))
    #expect(isRex.matches(NamedAnimal(name: "Rex")))
    #expect(!isRex.matches(NamedAnimal(name: "Tom") as any Named))
    #expect(!isRex.matches(animal))
  }

  @Test func conditionalStubsMatchInPlace() {
    let mock = MockGreeter()
    let long = String(repeating: "k", count: 40)
    mock.stub(.greet, with: [theValue(long), any()], andReturn: "long")
    mock.stub(.greet, with: [theValue("Ann"), theValue(2)], andReturn: "Ann twice")
    #expect(mock.greet(long, 1) == "long")
    #expect(mock.greet("Ann", 2) == "Ann twice")
    #expect(mock.greet("Ann", 1) == "default")
    #expect(mock.greet(nil, 2) == "default")
  }
}
