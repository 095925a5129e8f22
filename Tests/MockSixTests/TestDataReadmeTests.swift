import Foundation
import MockSix
import Testing

/// The models of the README's "Test data" section, apart from the other tests' models.
enum TestDataReadme {
  enum Role: String, Codable, CaseIterable {
    case member, admin
  }

  struct Address: Codable, Equatable {
    var street: String
    var city: String
  }

  struct User: Codable, Equatable {
    var id: UUID
    var name: String
    var age: Int
    var email: String?
    var role: Role
    var address: Address
  }

  struct Profile {
    var user: User
    var greeting: String { "Hello, \(user.name)" }
  }
}

extension TestDataReadme {
  /// The README's "Test data" examples, verbatim.
  @Suite struct TestDataReadmeTests {
    @Test func generateExamples() throws {
      let user = try generate(User.self, seed: 7)
      let users = try generate(User.self, count: 3, seed: 7)  // users[0] == user
      let ann = try generate(User.self, seed: 7, with: [\.name: "Ann", \.email: nil])
      let admin = try generate(User.self, seed: 7) { $0.role = .admin }

      #expect(users[0] == user)
      #expect(ann.name == "Ann" && ann.email == nil && ann.id == user.id)
      #expect(admin.role == .admin && admin.id == user.id)
    }

    @Test func seedSevenValue() throws {
      // User(id: 63CBE1E4-5932-4DD7-844C-3CD7F43C661C, name: "plgmidkcyx", age: 871,
      //      email: "owiqtrcilx", role: .admin, address: Address(street: "kxkz", city: "jhop"))
      #expect(
        try generate(User.self, seed: 7)
          == User(
            id: UUID(uuidString: "63CBE1E4-5932-4DD7-844C-3CD7F43C661C")!, name: "plgmidkcyx",
            age: 871, email: "owiqtrcilx", role: .admin,
            address: Address(street: "kxkz", city: "jhop")))
    }

    @Test func usingExample() throws {
      let order = try generate(Order.self, seed: 1, using: [Payment.card(last4: "4242")])

      #expect(order.payment == .card(last4: "4242"))
    }

    @Test func errorExamples() {
      #expect {
        try generate(Order.self, seed: 1)
      } throws: { error in
        "\(error)".hasSuffix("Payment at payment: its init(from:) threw \"not a payment\"")
      }
      #expect {
        try generate(User.self, seed: 7, with: [\.id: "42"])
      } throws: { error in
        "\(error)".hasSuffix("User: \\User.id takes UUID, got String")
      }
    }
  }

  @Suite struct ProfileTests {
    @Generated(seed: 3) var user: User
    @Generated var other: User  // seed 0

    @Test func greeting() {
      #expect(Profile(user: user).greeting == "Hello, \(user.name)")
    }

    @Test func seeds() throws {
      #expect(try user == generate(User.self, seed: 3))
      #expect(try other == generate(User.self, seed: 0))
    }
  }
}
