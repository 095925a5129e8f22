// The value types the compile-cost corpus's protocols pass around, as an app's model layer would.
//
// The corpus is no target of Package.swift: `MockSixBenchmarks --compile-cost` copies it into a
// package of its own and mocks its 50 protocols there (Sources/MockSixBenchmarks/
// CompileCostBenchmark.swift). Keep its protocols within what both mock shapes can express.

public import Foundation

/// A signed-in person.
public struct User: Codable, Equatable, Sendable {
  /// The user's identifier.
  public var id: UUID
  /// The name shown in the app.
  public var name: String
  /// The user's email address.
  public var email: String

  /// Creates a user.
  public init(id: UUID, name: String, email: String) {
    self.id = id
    self.name = name
    self.email = email
  }
}

/// A signed-in session and its token.
public struct Session: Codable, Equatable, Sendable {
  /// The session's user.
  public var user: User
  /// The bearer token.
  public var token: String
  /// When the token expires.
  public var expiresAt: Date

  /// Creates a session.
  public init(user: User, token: String, expiresAt: Date) {
    self.user = user
    self.token = token
    self.expiresAt = expiresAt
  }
}

/// A product in the catalog.
public struct Product: Codable, Equatable, Sendable {
  /// The product's stock-keeping unit.
  public var sku: String
  /// The product's title.
  public var title: String
  /// The price in cents.
  public var priceInCents: Int

  /// Creates a product.
  public init(sku: String, title: String, priceInCents: Int) {
    self.sku = sku
    self.title = title
    self.priceInCents = priceInCents
  }
}

/// Where an order stands.
public enum OrderStatus: String, Codable, Sendable {
  /// Placed and not yet paid.
  case pending
  /// Paid and being packed.
  case paid
  /// On its way.
  case shipped
  /// Cancelled.
  case cancelled
}

/// An order of products.
public struct Order: Codable, Equatable, Sendable {
  /// The order's identifier.
  public var id: UUID
  /// The products and their quantities.
  public var lines: [String: Int]
  /// Where the order stands.
  public var status: OrderStatus

  /// Creates an order.
  public init(id: UUID, lines: [String: Int], status: OrderStatus) {
    self.id = id
    self.lines = lines
    self.status = status
  }
}

/// A postal address.
public struct Address: Codable, Equatable, Sendable {
  /// The street and number.
  public var street: String
  /// The city.
  public var city: String
  /// The postal code.
  public var postalCode: String

  /// Creates an address.
  public init(street: String, city: String, postalCode: String) {
    self.street = street
    self.city = city
    self.postalCode = postalCode
  }
}

/// A point on the map.
public struct Coordinate: Codable, Equatable, Sendable {
  /// Degrees north.
  public var latitude: Double
  /// Degrees east.
  public var longitude: Double

  /// Creates a coordinate.
  public init(latitude: Double, longitude: Double) {
    self.latitude = latitude
    self.longitude = longitude
  }
}

/// A chat message.
public struct Message: Codable, Equatable, Sendable {
  /// The message's identifier.
  public var id: UUID
  /// Who sent it.
  public var sender: String
  /// What it says.
  public var text: String
  /// When it was sent.
  public var sentAt: Date

  /// Creates a message.
  public init(id: UUID, sender: String, text: String, sentAt: Date) {
    self.id = id
    self.sender = sender
    self.text = text
    self.sentAt = sentAt
  }
}

/// A photo in the library.
public struct Photo: Codable, Equatable, Sendable {
  /// The photo's identifier.
  public var id: String
  /// Where the full-size image is.
  public var url: URL
  /// Its width and height in pixels.
  public var width: Int
  /// Its height in pixels.
  public var height: Int

  /// Creates a photo.
  public init(id: String, url: URL, width: Int, height: Int) {
    self.id = id
    self.url = url
    self.width = width
    self.height = height
  }
}

/// How a payment was made.
public enum PaymentMethod: String, Codable, Sendable {
  /// A credit or debit card.
  case card
  /// A bank transfer.
  case transfer
  /// The app's wallet.
  case wallet
}

/// An event the analytics service records.
public struct AnalyticsEvent: Codable, Equatable, Sendable {
  /// The event's name.
  public var name: String
  /// Its parameters.
  public var parameters: [String: String]

  /// Creates an event.
  public init(name: String, parameters: [String: String]) {
    self.name = name
    self.parameters = parameters
  }
}

/// How loud a log line is.
public enum LogLevel: Int, Codable, Sendable {
  /// Details for debugging.
  case debug
  /// Normal operation.
  case info
  /// Something to look at.
  case warning
  /// Something failed.
  case error
}

/// A request the HTTP client sends.
public struct HTTPRequest: Codable, Equatable, Sendable {
  /// The method, such as GET.
  public var method: String
  /// The address.
  public var url: URL
  /// The headers.
  public var headers: [String: String]
  /// The body, if any.
  public var body: Data?

  /// Creates a request.
  public init(method: String, url: URL, headers: [String: String], body: Data?) {
    self.method = method
    self.url = url
    self.headers = headers
    self.body = body
  }
}

/// A response the HTTP client received.
public struct HTTPResponse: Codable, Equatable, Sendable {
  /// The status code.
  public var statusCode: Int
  /// The headers.
  public var headers: [String: String]
  /// The body.
  public var body: Data

  /// Creates a response.
  public init(statusCode: Int, headers: [String: String], body: Data) {
    self.statusCode = statusCode
    self.headers = headers
    self.body = body
  }
}

/// An error the app's services throw.
public enum AppError: Error, Equatable {
  /// The user is not signed in.
  case notSignedIn
  /// The network is unreachable.
  case offline
  /// The server answered with this status code.
  case server(Int)
  /// Nothing was found.
  case notFound
}
