import Foundation
import InterplayCheck
import InterplayDrivers
import InterplayTestSupport
import Testing

/// AccountApp's three requirements against the ways of breaking them: each mutant is one
/// edit of `Diagrams/AccountApp/AccountApp.ipl`, and the property that states the
/// requirement it breaks must report it. (The unbroken model proves every property:
/// `DiagramsCheckTests`.)
@Suite struct AccountAppMutantTests {
  static let source = Result {
    try String(
      contentsOf: TestPaths.diagrams.appendingPathComponent("AccountApp/AccountApp.ipl"),
      encoding: .utf8)
  }

  /// One round trip, no retry at the offline view: enough for most mistakes.
  static let oneRoundTrip = ["Service.Lifecycle": 2, "NetworkPortalPresentation": 0]
  /// Two round trips, for the mistakes that only the second foregrounding shows.
  static let twoRoundTrips = ["Service.Lifecycle": 4, "NetworkPortalPresentation": 0]

  static let mutants: [ModelMutant] = [
    // Requirement 1: scrub all data when backgrounding, views included.
    ModelMutant(
      name:
        "the account views answer suspend before their scrub is taken (it is dropped with the scope)",
      original: """
            on suspend -> Scrubbing {
                    send AccountsPresentation.scrub
                  }
        """,
      replacement: """
            on suspend -> Suspended {
                    send AccountsPresentation.scrub
                    reply overview
                  }
        """,
      caughtBy: ["AccountViewsScrubbed"], budgets: oneRoundTrip),
    ModelMutant(
      name: "the account views are never scrubbed",
      original: """
            on suspend -> Scrubbing {
                    send AccountsPresentation.scrub
                  }
        """,
      replacement: """
            on suspend -> Suspended { reply overview }
        """,
      caughtBy: ["AccountViewsScrubbed"], budgets: oneRoundTrip),
    ModelMutant(
      name: "the login view's scrub is not waited for (it is dropped with the scope)",
      original: """
                on suspend -> Scrubbing { send PortalSessionPresentation.scrub }
        """,
      replacement: """
                on suspend -> Suspended {
                  send PortalSessionPresentation.scrub
                  reply nav
                }
        """,
      caughtBy: ["LoginViewScrubbed"], budgets: oneRoundTrip),
    ModelMutant(
      name: "the login view is not scrubbed at the end of a session",
      original: """
                on reply Service.Portal.issueSessionKey(k) -> Scrubbing {
                  send HostingBehaviour.keepSessionKey(k)
                  send PortalSessionPresentation.scrub
                }
        """,
      replacement: """
                on reply Service.Portal.issueSessionKey(k) -> Suspended {
                  send HostingBehaviour.keepSessionKey(k)
                  reply nav
                }
        """,
      caughtBy: ["LoginViewScrubbed"], budgets: oneRoundTrip),
    // Requirement 2: a one-time quick re-login, with a key the portal issued.
    ModelMutant(
      name: "Hosting keeps the key after handing it on (a key used twice)",
      original: """
                  send NetworkPortalBehaviour.resume(key, nav)
                  key = noKey
        """,
      replacement: """
                  send NetworkPortalBehaviour.resume(key, nav)
        """,
      caughtBy: ["OneQuickLoginPerKey"], budgets: twoRoundTrips),
    ModelMutant(
      name: "a rejected quick login is retried",
      original: """
                on reply Service.Portal.quickLogin(accepted) [!accepted] -> SignedOut
        """,
      replacement: """
                on reply Service.Portal.quickLogin(accepted) [!accepted] {
                  send Service.Portal.quickLogin(noKey)
                }
        """,
      caughtBy: ["OneQuickLoginPerKey", "OneQuickLoginPerForeground"], budgets: oneRoundTrip),
    ModelMutant(
      name: "a quick login is tried without a key",
      original: """
                on resume(k, v) [k == noKey] -> SignedOut { nav = v }
        """,
      replacement: "",
      caughtBy: ["QuickLoginNeedsKey"], budgets: oneRoundTrip),
    ModelMutant(
      name: "a rejected key leaves the login view unshown",
      original: """
              state SignedOut {
                entry { send PortalSessionPresentation.showLogin }
        """,
      replacement: """
              state SignedOut {
        """,
      caughtBy: ["RejectedKeyShowsLogin"], budgets: oneRoundTrip),
    ModelMutant(
      name: "an accepted key does not open the account views",
      original: """
                on reply Service.Portal.quickLogin(accepted) [accepted] -> SignedIn
        """,
      replacement: """
                on reply Service.Portal.quickLogin(accepted) [accepted] -> SignedOut
        """,
      caughtBy: ["AcceptedKeyOpensAccounts"], budgets: oneRoundTrip),
    // Requirement 3: back to the view the user was on.
    ModelMutant(
      name: "Hosting never records the view",
      original: """
                  nav = view
                  pop NetworkPortal
        """,
      replacement: """
                  pop NetworkPortal
        """,
      caughtBy: ["ReopensAtStatement", "ReopensAtTransfer"], budgets: oneRoundTrip),
    ModelMutant(
      name: "the views report the overview, not where the user was",
      original: """
              on reply AccountsPresentation.scrub(v) -> Suspended { reply v }
        """,
      replacement: """
              on reply AccountsPresentation.scrub(v) -> Suspended { reply overview }
        """,
      caughtBy: ["ReopensAtStatement", "ReopensAtTransfer"], budgets: oneRoundTrip),
    ModelMutant(
      name: "signing in again opens the overview",
      original: """
                  send AccountsBehaviour.open(nav)
        """,
      replacement: """
                  send AccountsBehaviour.open(overview)
        """,
      caughtBy: ["ReopensAtStatement", "ReopensAtTransfer"], budgets: oneRoundTrip),
    // Requirement 2, the key's side: a key that comes after the login view is scrubbed
    // is dropped, so the next foregrounding shows the login view. Every other property
    // holds (`isCaught` checks that it is caught by this one alone).
    lateKeyMutant,
  ]

  static let lateKeyMutant = ModelMutant(
    name: "the session asks for the key while the login view is scrubbed and drops a late key",
    original: """
          state ObtainingKey {
            on reply Service.Portal.issueSessionKey(k) -> Scrubbing {
              send HostingBehaviour.keepSessionKey(k)
              send PortalSessionPresentation.scrub
            }
          }
      """,
    replacement: """
          state ObtainingKey {
            entry { send PortalSessionPresentation.scrub }
            initial state Waiting {
              on reply Service.Portal.issueSessionKey(k) { send HostingBehaviour.keepSessionKey(k) }
              on reply PortalSessionPresentation.scrub -> Late { reply nav }
            }
            state Late { ignore reply Service.Portal.issueSessionKey }
          }
      """,
    caughtBy: ["KeptKeyOffered"], budgets: oneRoundTrip)

  @Test(arguments: mutants)
  func isCaught(_ mutant: ModelMutant) throws {
    let source = try Self.source.get()
    let text = try #require(mutant.apply(to: source), "the edit must match exactly once")
    let path = try mutant.write(text)
    defer {
      try? FileManager.default.removeItem(atPath: (path as NSString).deletingLastPathComponent)
    }
    let report = CheckDriver.check(
      paths: [path],
      options: CheckRunOptions(
        check: CheckOptions(checksSequences: false, reportsCoverage: false),
        budgets: mutant.budgets))
    #expect(report.diagnostics.filter { $0.severity == .error }.isEmpty)
    let result = try #require(report.results.first)
    #expect(result.isComplete)
    let violated = Set(result.violations.compactMap(\.name))
    for property in mutant.caughtBy {
      #expect(violated.contains(property), "\(property) misses it; violated: \(violated.sorted())")
    }
    // Without KeptKeyOffered the late-key mutant would pass: it breaks nothing else.
    if mutant.name == Self.lateKeyMutant.name {
      #expect(violated == Set(mutant.caughtBy))
    }
  }

  /// The same budgets leave the unbroken model clean: what a mutant trips is its own doing.
  @Test(arguments: [oneRoundTrip, twoRoundTrips])
  func theModelHoldsAtTheMutantsBudgets(_ budgets: [String: Int]) throws {
    let report = CheckDriver.check(
      paths: [TestPaths.diagrams.appendingPathComponent("AccountApp/AccountApp.ipl").path],
      options: CheckRunOptions(
        check: CheckOptions(checksSequences: false, reportsCoverage: false), budgets: budgets))
    let result = try #require(report.results.first)
    #expect(result.isComplete)
    #expect(result.violations.map(\.message) == [])
  }
}
