import { fr } from '../domain/messages.fr.js';

/** Every fixed sentence of the French catalogue: a schema that names one meant the visitor to read it. */
const frenchSentences = new Set<string>();
(function collect(node: unknown) {
  if (typeof node === 'string') frenchSentences.add(node);
  else if (node && typeof node === 'object') for (const value of Object.values(node)) collect(value);
})(fr);

/** The first refusal a schema wrote in French for the visitor, else the generic one. */
export function validationMessage(messages: ReadonlyArray<string | undefined>): string {
  return (
    messages.find((m): m is string => m !== undefined && frenchSentences.has(m)) ?? fr.errors.invalidRequest
  );
}
