// @ts-check
// A local ESLint rule: no `table[key]` on a plain object when the key can be any string.
//
// A plain object inherits from Object.prototype, so `table["__proto__"]`, `table["constructor"]`
// or `table["toString"]` find something even though the table never listed those words. A URL
// parameter looked up that way once handed Object.prototype to the database layer, which threw
// and took the process down. The rule uses the type checker: it reports an element access (read
// or write) whose object has a string index signature (`Record<string, V>`, `{ [key: string]: V }`)
// and whose key's type is the wide `string` (also behind an `as` cast), so a key that is only
// known to be "some string" cannot reach a plain object. Arrays, tuples, strings and typed arrays
// are not plain objects and are left alone; keys typed as a union of literals were checked before
// they got that type.
//
// Fix by using a Map, or `ownEntry(table, key)` from domain/own-entry.ts (Object.hasOwn first).

import ts from "typescript";
import { ESLintUtils } from "@typescript-eslint/utils";

const COLLECTION =
  /^(?:Readonly)?(?:Map|Set|WeakMap|WeakSet|String|\w*Array|URLSearchParams|Headers|FormData)$/;

/** @param {ts.Type} type */
function isWideString(type) {
  if (type.isUnion()) return type.types.some(isWideString);
  return (type.flags & (ts.TypeFlags.String | ts.TypeFlags.TemplateLiteral)) !== 0;
}

/**
 * @param {ts.TypeChecker} checker
 * @param {ts.Type} type
 */
function isPlainTable(checker, type) {
  if (type.isUnion()) return type.types.some((member) => isPlainTable(checker, member));
  if ((type.flags & ts.TypeFlags.Object) === 0) return false;
  if (checker.isArrayType(type) || checker.isTupleType(type)) return false;
  if (COLLECTION.test(type.getSymbol()?.getName() ?? "")) return false;
  return checker.getIndexInfoOfType(type, ts.IndexKind.String) !== undefined;
}

/**
 * Any object that is not an array, a string wrapper or a collection: its properties may be looked
 * up by name, and it inherits from Object.prototype.
 * @param {ts.TypeChecker} checker
 * @param {ts.Type} type
 */
function isPlainObject(checker, type) {
  if (type.isUnion()) return type.types.some((member) => isPlainObject(checker, member));
  if ((type.flags & ts.TypeFlags.Object) === 0) return false;
  if (checker.isArrayType(type) || checker.isTupleType(type)) return false;
  return !COLLECTION.test(type.getSymbol()?.getName() ?? "");
}

export default {
  meta: {
    type: "problem",
    docs: {
      description:
        "Disallow looking up a string of unknown value in a plain object (it inherits __proto__, constructor, toString…)",
    },
    messages: {
      inherited:
        "Looking up a string key in a plain object finds inherited members (__proto__, constructor, toString). Use a Map or ownEntry() from domain/own-entry.ts.",
    },
    schema: [],
  },
  /** @param {import("eslint").Rule.RuleContext} context */
  create(context) {
    const services = ESLintUtils.getParserServices(/** @type {never} */ (context));
    const checker = services.program.getTypeChecker();
    return {
      /** @param {import("estree").MemberExpression} node */
      MemberExpression(node) {
        if (!node.computed) return;
        if (node.property.type === "Literal") return;
        /** @type {import("estree").Node} */
        let key = node.property;
        // `table[raw as Known]` is as open as `raw`.
        while (
          /** @type {{ type: string }} */ (key).type === "TSAsExpression" ||
          /** @type {{ type: string }} */ (key).type === "TSNonNullExpression"
        )
          key = /** @type {{ expression: import("estree").Node }} */ (/** @type {unknown} */ (key))
            .expression;
        const keyType = services.getTypeAtLocation(/** @type {never} */ (key));
        if (!isWideString(keyType)) return;
        const objectType = services.getTypeAtLocation(/** @type {never} */ (node.object));
        const cast = key !== node.property;
        if (!(cast ? isPlainObject(checker, objectType) : isPlainTable(checker, objectType)))
          return;
        context.report({ node, messageId: "inherited" });
      },
      /** @param {import("estree").BinaryExpression} node */
      BinaryExpression(node) {
        // `key in table` is true for "constructor", "toString"… on any plain object.
        if (node.operator !== "in" || node.left.type === "PrivateIdentifier") return;
        if (node.left.type === "Literal") return;
        if (!isWideString(services.getTypeAtLocation(/** @type {never} */ (node.left)))) return;
        const objectType = services.getTypeAtLocation(/** @type {never} */ (node.right));
        if (!isPlainObject(checker, objectType)) return;
        context.report({ node, messageId: "inherited" });
      },
    };
  },
};
