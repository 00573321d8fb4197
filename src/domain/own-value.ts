/**
 * A record's value for a key that may come from a visitor or a partner: its own entries only, so
 * that « __proto__ », « constructor » or « toString » read as unknown names, not as Object's own.
 */
export function ownValue<V>(record: Readonly<Record<string, V>>, key: string): V | undefined {
  return Object.hasOwn(record, key) ? record[key] : undefined;
}
