import InterplayDiagnostics
import InterplaySyntax

/// Name resolution and type checking: turns parsed files into a ``Model``.
///
/// Resolution never stops at the first problem: every diagnostic is collected, and a
/// part that cannot be resolved is dropped from the model (or, inside an expression,
/// kept as an error node of the error type) so the rest can still be checked.
///
/// ## Namespaces
///
/// - **Top level**: types (enums, opaque types), top-level actors, scope companion
///   actors, data models, scopes and stacks share one namespace across all files; a
///   second declaration of a name is `resolve.duplicate-declaration`.
///   Sequences, properties and invariants have their own namespaces (properties and
///   invariants share one, because the checker reports both by name).
/// - **Actors**: a sub-actor's name is unique among its siblings; its path is
///   `Parent.Sub`. Variables are unique per actor, properties per data model.
/// - **States**: a state or history name is unique among its siblings; its path
///   is `Outer.Inner` from the top-level state of the actor's statechart.
///
/// ## Actor paths
///
/// Inside an actor (`observes`, `requests`, triggers, `send`, `in`) the first name of
/// an actor path is looked up among the actor's own sub-actors, then among the
/// sub-actors of each enclosing actor outward, then among top-level actors; each
/// further name is a sub-actor of the previous one. At the top level (sequences,
/// properties, invariants, rules, registration owners) paths start at a top-level actor.
///
/// ## Notifications
///
/// - `observes` takes event notifiers, `requests` request notifiers, each written
///   `ActorPath.event` / `ActorPath.request`. These declarations are the topology:
///   actions and triggers must stay on them. There are no implicit pathways, not
///   even to one's own sub-actors.
/// - A trigger `case` (bare), or `OwnPath.case`, names a case of the actor's own
///   request notifier. A trigger `Other.case` names a case of `Other`'s event
///   notifier, which the actor must observe (`resolve.not-observed`); naming one of
///   `Other`'s request cases is `resolve.not-receivable`. `reply Other.case` is the
///   answer to a request case (with a reply type) of `Other` that the actor requests.
///   `Data.registration` (the first name a data model, not a visible actor) is a
///   registration of that data model, which the actor must run (`by`:
///   `resolve.not-registration-owner`); it carries no payload.
///   `ignore` and `defer` name notifications and registrations the same way.
/// - `send Other.case(args)` needs `requests Other.request`
///   (`resolve.not-requested`); `send case(args)` sends an own request case to the
///   actor itself and needs no declaration. `emit case(args)` names a case of the
///   actor's own event notifier.
/// - Trigger bindings are either absent (the payload is ignored) or one per payload
///   value (one for a reply value); `_` binds nothing.
/// - `reply value` answers the oldest request the actor has taken and not yet answered,
///   so it is allowed anywhere in the chart of an actor whose own request notifier has
///   a case with a reply type (else `resolve.reply-outside-request`). In the transition
///   that takes such a request the value has that case's reply type (an immediate
///   reply); anywhere else (a deferred reply) it has the reply type all the actor's
///   replyable cases share, and if they differ the reply is `resolve.ambiguous-reply`.
/// - In a sequence, `A -> B: case` is a request case of `B` that `A` requests, else
///   an event case of `A` that `B` observes (requests are tried first);
///   `B --> A: case(value)` is `B`'s reply to `A`'s request `case`. Without arguments a
///   message matches any payload; with arguments their number must match.
/// - In a property, `Actor.case` is a request case of the actor, else an event case.
///
/// ## States
///
/// A transition target's first name is looked up among the children (and history
/// pseudostates) of the source state, then among those of each enclosing state
/// outward, then among the top-level states, so both `Sibling` and the full path
/// `Outer.Inner` work. Further names descend into children; the name of a region
/// may be left out (`Playing.Running` for `Playing.Sound.Running`) when only one
/// region has such a child. A target naming an actor is `resolve.target-outside-chart`.
/// `Actor in Path` resolves `Path` from the top of that actor's statechart; a first
/// name that is not a top-level state may be any state name unique in the chart.
///
/// ## Names in expressions
///
/// A bare name is, in order: a trigger binding, a variable of the acting actor, a
/// case of the expected enum type, the only enum case of that name in the model
/// (`resolve.ambiguous-case` if several enums have one). `Enum.case` and
/// `Enum.case(args)` name enum cases, `Data.property` a data-model property, and
/// `Actor.variable` another actor's variable, readable only at the top level
/// (invariants, `always` properties); an actor reads only its own variables.
/// The expected type flows from assignments, arguments, parameters and the other
/// operand of `==`/`!=`, so `mode == loud(1)` and `send Presentation.present(home)` work.
///
/// ## Types
///
/// `Bool`, `Int(a...b)`, enums and opaque types. Two integer ranges are compatible
/// with each other (values are checked when stored; an out-of-range integer literal
/// is `type.int-out-of-range`); every other type only with itself. Arithmetic and
/// ordering need integers, `&&`, `||`, `!`, guards and asserts need `Bool`. A variable's
/// initial value must be a constant; without one it is the type's first value.
/// Assigning a data-model property is allowed only inside `transaction`
/// (`resolve.mutation-outside-transaction`), except in the transition actions of a
/// smart registration's trigger, which assign exactly the registration's `writes`, with
/// or without a transaction (anything else is `resolve.write-outside-set`).
public enum Resolver {
  /// Resolves a model.
  ///
  /// - Parameters:
  ///   - files: the root file first, then its imports (already loaded and parsed), all
  ///     in `sources`. Declarations are numbered in this order.
  ///   - sources: the source files; the root file's name is the fallback model name.
  /// - Returns: the model and every semantic diagnostic, sorted by position.
  public static func resolve(_ files: [SourceFileSyntax], in sources: SourceSet) -> ResolveResult {
    ModelBuilder(files: files, sources: sources).run()
  }
}
