// Networking: the clients and loaders an app's features call.

public import Foundation

/// Sends HTTP requests.
public protocol HTTPClient: AnyObject {
  /// The headers every request carries.
  var defaultHeaders: [String: String] { get set }
  /// Sends a request and waits for its response.
  func send(_ request: HTTPRequest) async throws -> HTTPResponse
  /// Sends a request and calls back with its response.
  func send(
    _ request: HTTPRequest, completion: @escaping (Result<HTTPResponse, any Error>) -> Void)
  /// Cancels every request in flight.
  func cancelAll()
  /// Whether a request to this address is in flight.
  func isLoading(_ url: URL) -> Bool
}

/// Talks to the app's REST API.
public protocol APIClient {
  /// The API's base address.
  var baseURL: URL { get }
  /// Gets a resource and decodes it.
  func get<T: Decodable>(_ path: String, as type: T.Type) async throws -> T
  /// Posts a body and decodes the answer.
  func post<Body: Encodable, T: Decodable>(_ path: String, body: Body, as type: T.Type)
    async throws -> T
  /// Deletes a resource.
  func delete(_ path: String) async throws
  /// Adds a header to every later request.
  func setHeader(_ value: String, forKey key: String)
}

/// Signs requests with the session's token.
public protocol RequestSigner {
  /// Signs a request.
  func sign(_ request: HTTPRequest, token: String) -> HTTPRequest
  /// Whether a request is signed.
  func isSigned(_ request: HTTPRequest) -> Bool
  /// Refreshes the signing key.
  func rotateKey() throws
  /// The signature of a body.
  func signature(for body: Data) -> String
}

/// Tells whether the network can be reached.
public protocol Reachability: AnyObject {
  /// Whether the network can be reached now.
  var isReachable: Bool { get }
  /// Whether the connection is metered.
  var isExpensive: Bool { get }
  /// Starts watching the network.
  func startMonitoring()
  /// Stops watching the network.
  func stopMonitoring()
  /// Calls back whenever reachability changes.
  func onChange(_ handler: @escaping (Bool) -> Void)
  /// The kind of connection, such as wifi.
  func connectionType() -> String
}

/// A live connection to the chat server.
public protocol WebSocketConnection: AnyObject {
  /// Whether the socket is open.
  var isConnected: Bool { get }
  /// Opens the socket.
  func connect(to url: URL) async throws
  /// Closes the socket with a code.
  func disconnect(code: Int, reason: String?)
  /// Sends a text frame.
  func send(text: String) async throws
  /// Sends a binary frame.
  func send(data: Data) async throws
  /// Waits for the next frame.
  func receive() async throws -> String
  /// Sends a ping and waits for the pong.
  func ping() async -> Bool
}

/// Downloads files to disk.
public protocol DownloadManager {
  /// Starts a download; returns its identifier.
  func download(from url: URL, to destination: URL) -> UUID
  /// Pauses a download.
  func pause(_ id: UUID)
  /// Resumes a download.
  func resume(_ id: UUID)
  /// Cancels a download.
  func cancel(_ id: UUID)
  /// The fraction downloaded so far.
  func progress(of id: UUID) -> Double
  /// Waits for a download to finish.
  func finished(_ id: UUID) async throws -> URL
  /// The downloads in flight.
  var activeDownloads: [UUID] { get }
}

/// Loads images for views.
public protocol ImageLoader {
  /// Loads an image's bytes.
  func loadImage(at url: URL) async throws -> Data
  /// Loads a thumbnail of a size.
  func loadThumbnail(at url: URL, width: Int, height: Int) async throws -> Data
  /// Warms the cache with images.
  func prefetch(_ urls: [URL])
  /// Stops loading an image.
  func cancelLoad(at url: URL)
  /// How many images load at once.
  var maxConcurrentLoads: Int { get set }
}

/// Runs GraphQL operations.
public protocol GraphQLClient {
  /// Runs a query.
  func query(_ document: String, variables: [String: String]) async throws -> Data
  /// Runs a mutation.
  func mutate(_ document: String, variables: [String: String]) async throws -> Data
  /// Subscribes to updates.
  func subscribe(_ document: String, onEvent: @escaping (Data) -> Void) -> UUID
  /// Ends a subscription.
  func unsubscribe(_ id: UUID)
  /// The server's address.
  var endpoint: URL { get }
}
