// Accounts: signing in and out, and what the app keeps about its user.

public import Foundation

/// Signs users in and out.
public protocol AuthService: AnyObject {
  /// The current session, if signed in.
  var currentSession: Session? { get }
  /// Whether someone is signed in.
  var isSignedIn: Bool { get }
  /// Signs in with an email and password.
  func signIn(email: String, password: String) async throws -> Session
  /// Signs in with a one-time code.
  func signIn(code: String) async throws -> Session
  /// Signs out.
  func signOut() async
  /// Refreshes the session's token.
  func refreshToken() async throws -> String
  /// Sends a password reset email.
  func resetPassword(email: String) async throws
}

/// Keeps the session between launches.
public protocol SessionStore {
  /// Loads the saved session.
  func load() throws -> Session?
  /// Saves a session.
  func save(_ session: Session) throws
  /// Forgets the saved session.
  func clear()
  /// Whether a session is saved.
  var hasSession: Bool { get }
  /// Whether the saved session expires soon.
  func expiresSoon(within seconds: Double) -> Bool
}

/// Reads and writes users.
public protocol UserRepository {
  /// Finds a user by identifier.
  func user(id: UUID) async throws -> User
  /// Finds users whose names match a query.
  func search(_ query: String, limit: Int) async throws -> [User]
  /// Updates a user.
  func update(_ user: User) async throws
  /// Deletes a user.
  func delete(id: UUID) async throws
  /// The users cached so far.
  func cachedUsers() -> [User]
  /// How many users a page holds.
  var pageSize: Int { get set }
}

/// Edits the signed-in user's profile.
public protocol ProfileService {
  /// The name shown in the app.
  var displayName: String { get set }
  /// The address of the user's avatar.
  var avatarURL: URL? { get set }
  /// Uploads a new avatar.
  func uploadAvatar(_ image: Data) async throws -> URL
  /// Changes the email address.
  func changeEmail(to email: String) async throws
  /// The user's addresses.
  func addresses() async throws -> [Address]
  /// Adds an address.
  func addAddress(_ address: Address) async throws
}

/// Checks passwords against the rules.
public protocol PasswordValidator {
  /// The shortest allowed password.
  var minimumLength: Int { get }
  /// Whether a password is allowed.
  func isValid(_ password: String) -> Bool
  /// What is wrong with a password.
  func problems(with password: String) -> [String]
  /// How strong a password is, from 0 to 1.
  func strength(of password: String) -> Double
  /// A strong password to suggest.
  func suggestion() -> String
}

/// Keeps secrets in the keychain.
public protocol KeychainStore {
  /// Reads a secret.
  func string(forKey key: String) throws -> String?
  /// Writes a secret.
  func set(_ value: String, forKey key: String) throws
  /// Reads raw bytes.
  func data(forKey key: String) throws -> Data?
  /// Writes raw bytes.
  func set(_ data: Data, forKey key: String) throws
  /// Removes a secret.
  func removeValue(forKey key: String) throws
  /// The keychain service name.
  var service: String { get }
}

/// Leads a new user through the first screens.
public protocol OnboardingFlow: AnyObject {
  /// The step shown now.
  var currentStep: Int { get }
  /// Whether the flow is done.
  var isComplete: Bool { get }
  /// Shows the next step.
  func next()
  /// Shows the previous step.
  func back()
  /// Skips the rest.
  func skip()
  /// Calls back when the flow ends.
  func onFinish(_ handler: @escaping (Bool) -> Void)
}
