/// The mechanical mapping between rule type names and rule ids.
///
/// A type name in UpperCamelCase becomes kebab case by putting a hyphen before every
/// capital letter that follows a lower-case letter or digit, and before the last capital of
/// a run of capitals that is followed by a lower-case letter; then everything is lower-cased.
/// So acronyms stay whole: `UnobservedEvent` is `unobserved-event`, `DuplicateURI` is
/// `duplicate-uri`, `BSPServiceTalksToPresentation` is `bsp-service-talks-to-presentation`.
public enum RuleNaming {
  /// The kebab-case form of an UpperCamelCase type name.
  public static func kebabCase(_ typeName: String) -> String {
    let characters = Array(typeName)
    var result = ""
    for index in characters.indices {
      let character = characters[index]
      if character.isUppercase, index > 0 {
        let previous = characters[index - 1]
        let nextIsLower = index + 1 < characters.count && characters[index + 1].isLowercase
        if previous.isLowercase || previous.isNumber || (previous.isUppercase && nextIsLower) {
          result.append("-")
        }
      }
      result += character.lowercased()
    }
    return result
  }

  /// The rule id of a rule type name: `lint.` and its kebab-case form.
  public static func ruleID(forTypeName typeName: String) -> String {
    "lint." + kebabCase(typeName)
  }
}
